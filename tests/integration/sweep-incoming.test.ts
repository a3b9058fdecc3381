import { randomUUID } from 'node:crypto';
import { CreateBucketCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_LIFETIME_SECONDS } from '#shared/constants/file-kinds';
import { sweepIncoming } from '../../infra/local/sweep-incoming';
import { sharedStack } from '../support/shared-stack';

/*
 * s3rver has no lifecycle rules, so `npm start` sweeps abandoned uploads itself. A bucket of this
 * test's own, so sweeping "from the future" cannot touch another test's upload in flight.
 */
describe('the local sweep of abandoned uploads', () => {
  const bucket = `sweep-${randomUUID()}`;
  let s3: S3Client;
  beforeAll(async () => {
    await sharedStack(); // sets the S3 endpoint and keys this worker's clients use
    s3 = new S3Client({ forcePathStyle: true });
    await s3.send(new CreateBucketCommand({ Bucket: bucket }));
    for (const key of ['incoming/abandoned', 'note/kept']) {
      await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: 'x' }));
    }
  });
  afterAll(() => s3.destroy());

  const keys = async () =>
    ((await s3.send(new ListObjectsV2Command({ Bucket: bucket }))).Contents ?? []).map((o) => o.Key).sort();

  it('leaves an upload alone while its form may still be used or confirmed', async () => {
    const withinLifetime = Date.now() + UPLOAD_LIFETIME_SECONDS * 1000;
    expect(await sweepIncoming(bucket, withinLifetime)).toBe(0);
    expect(await keys()).toEqual(['incoming/abandoned', 'note/kept']);
  });

  it('removes incoming/ objects past the lifetime and its margin, and nothing else', async () => {
    const later = Date.now() + (UPLOAD_LIFETIME_SECONDS + 6 * 60) * 1000;
    expect(await sweepIncoming(bucket, later)).toBe(1);
    expect(await keys()).toEqual(['note/kept']);
  });
});
