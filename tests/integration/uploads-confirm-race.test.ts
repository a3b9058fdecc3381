import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import * as ingestion from '../../functions/assistant/ingest/queue';
import { confirmUpload } from '../../functions/uploads/confirm-upload';
import * as quota from '../../functions/uploads/quota';
import type { FileRecord } from '../../functions/uploads/records';
import * as records from '../../functions/uploads/records';
import * as storage from '../../functions/uploads/storage';
import { loginAs } from '../support/api';
import { holdPoint } from '../support/hold-point';
import { sharedStack } from '../support/shared-stack';
import { postUpload, uploadTraces } from '../support/uploads';

/*
 * Two confirms of one upload (a retry after a timeout, a double click) interleaved step by step
 * against the real stand-ins: the later one must answer the file the earlier one stored, never a
 * 400 or a 500 because the incoming object moved under it. The later confirm's first read is
 * replayed from before the earlier one finished, which is what a real overlap looks like to it.
 */
describe('uploads: a confirm that overlaps another confirm of the same upload', () => {
  let apiUrl: string;
  let token: string;
  beforeAll(async () => {
    const stack = await sharedStack();
    apiUrl = stack.apiUrl;
    const student = stack.demoAccounts.find((account) => account.role === 'Student');
    if (!student) throw new Error('no demo Student');
    token = await loginAs(apiUrl, student);
  });

  /** An upload posted but not confirmed, and its record as a confirm reads it first (pending). */
  async function postedUpload() {
    const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(4000)]);
    const file = { kind: 'gptAttachment', name: 'retry.pdf', type: 'application/pdf', bytes };
    const { fileId } = await postUpload(apiUrl, token, file);
    const pending = fileId ? await records.findFile(fileId) : undefined;
    if (!fileId || pending?.status !== 'pending') throw new Error('the upload was not handed out');
    const caller = { userId: pending.ownerId, sessionId: 's', name: 'Student', role: 'Student' } as const;
    return { fileId, pending, input: { fileId, caller } };
  }

  /* Records whose first read answers what the record was before the other confirm finished. */
  const readingFirst = (stale: FileRecord) => {
    let first = true;
    return {
      ...records,
      findFile: async (fileId: string) => {
        if (!first) return records.findFile(fileId);
        first = false;
        return stale;
      },
    };
  };

  it('finds the incoming object gone and answers the file the other confirm stored', async () => {
    const { fileId, pending, input } = await postedUpload();
    const winner = await confirmUpload(input, { records, storage, quota, ingestion });
    const late = await confirmUpload(input, { records: readingFirst(pending), storage, quota, ingestion });
    expect(late).toEqual(winner);
    expect(await uploadTraces(fileId)).toEqual({ keys: [`gptAttachment/${fileId}`], recorded: true });
  });

  it('copies too, finds the record already ready, and answers that record', async () => {
    const { fileId, pending, input } = await postedUpload();
    const atDelete = holdPoint();
    // The first confirm stops after marking the record ready, before it deletes the incoming object.
    const held = {
      ...storage,
      deleteObject: async (bucket: string, key: string) => {
        await atDelete.hold();
        return storage.deleteObject(bucket, key);
      },
    };
    const winner = confirmUpload(input, { records, storage: held, quota, ingestion });
    await atDelete.arrived;
    const late = await confirmUpload(input, { records: readingFirst(pending), storage, quota, ingestion });
    atDelete.release();
    expect(late).toEqual(await winner);
    expect(await uploadTraces(fileId)).toEqual({ keys: [`gptAttachment/${fileId}`], recorded: true });
  });
});
