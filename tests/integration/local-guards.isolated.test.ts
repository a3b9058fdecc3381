import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { presignUpload } from '../../functions/uploads/storage';
import { LOCAL_MEDIA_HEADERS } from '../../infra/local/media-route';
import { localName } from '../../infra/local/provision';
import { rawRequest } from '../support/raw-request';
import { startTestStack, type TestStack } from '../support/test-stack';

/*
 * Issue 46's walk around the local stand-ins (decision 44), request by request: each is refused,
 * and afterwards nothing was read, written or deleted, in the buckets or beside `.data/jwt-secret`.
 */
const media = localName('media');
const files = localName('files');
const SECRET = 'private note: exam answers';
const s3 = new S3Client({ forcePathStyle: true });

/* A multipart form as a browser posts it: its bytes and its Content-Type with the boundary. */
async function formBody(fields: Record<string, string>, file: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([file], { type: 'text/html' }), 'x.html');
  const request = new Request('http://form.invalid', { method: 'POST', body: form });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

const keysOf = async (bucket: string) =>
  ((await s3.send(new ListObjectsV2Command({ Bucket: bucket }))).Contents ?? []).map((o) => o.Key).sort();

describe('local guards that hold', () => {
  let stack: TestStack;
  let site: string;
  let s3Url: string;
  let before: { media: unknown[]; files: unknown[]; data: string[] };
  const html = '<script>fetch("/api/me")</script>';

  beforeAll(async () => {
    stack = await startTestStack({ web: 'dev' });
    site = stack.webUrl ?? '';
    s3Url = stack.endpoints.s3;
    await s3.send(new PutObjectCommand({ Bucket: files, Key: 'note/secret', Body: SECRET }));
    await s3.send(
      new PutObjectCommand({
        Bucket: media,
        Key: 'media/forumImage/planted',
        Body: html,
        ContentType: 'text/html',
      }),
    );
    before = {
      media: await keysOf(media),
      files: await keysOf(files),
      data: readdirSync(stack.dataDir).sort(),
    };
  }, 120_000);
  afterAll(() => stack?.destroy());

  it('refuses every write to /media through the site, however the path is spelled', async () => {
    const paths = [
      '/media',
      '/media?x=1',
      '/media%2FforumImage%2Fx.html',
      '/media/forumImage/x.html',
      '/%6Dedia/forumImage/x.html',
    ];
    for (const path of paths) {
      for (const method of ['PUT', 'POST', 'DELETE', 'PATCH']) {
        const refused = await rawRequest(
          site,
          method,
          Buffer.from(html),
          { 'content-type': 'text/html' },
          path,
        );
        expect(refused.status, `${method} ${path}`).toBe(403);
        expect(refused.headers['content-security-policy']).toBe(
          LOCAL_MEDIA_HEADERS['Content-Security-Policy'],
        );
      }
    }
    expect((await rawRequest(`${site}/media/forumImage/planted`, 'DELETE')).status).toBe(403);
  });

  it('serves through /media only keys under the media bucket’s media/ prefix', async () => {
    const escapes = [
      `/media%2F..%2F..%2F${files}%2Fnote%2Fsecret`,
      `/media/..%2F..%2F${files}%2Fnote%2Fsecret`,
      `/media/%2E%2E/%2E%2E/${files}/note/secret`,
      `/media/forumImage%2F..%2F..%2F..%2F${files}%2Fnote%2Fsecret`,
      '/media%2FforumImage%2Fplanted',
      '/media',
      '/media?x=1',
    ];
    for (const path of escapes) {
      const answer = await rawRequest(site, 'GET', undefined, {}, path);
      expect(answer.status, path).toBe(403);
      expect(answer.text).not.toContain(SECRET);
      expect(answer.headers['content-security-policy']).toBe(LOCAL_MEDIA_HEADERS['Content-Security-Policy']);
    }
  });

  it('serves what is there with a policy that runs nothing, and no query to change its type', async () => {
    const served = await rawRequest(
      `${site}/media/forumImage/planted?response-content-type=image/png`,
      'GET',
    );
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('text/html');
    for (const [name, value] of Object.entries(LOCAL_MEDIA_HEADERS))
      expect(served.headers[name.toLowerCase()]).toBe(value);
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('refuses the S3 stand-in a form post that S3 would refuse', async () => {
    const unsigned = await formBody({ key: 'media/forumImage/x.html', 'Content-Type': 'text/html' }, html);
    const anonymous = await rawRequest(`${s3Url}/${media}`, 'POST', unsigned.body, unsigned.headers);
    expect(anonymous.status).toBe(403);
    expect(anonymous.text).toContain('<Code>AccessDenied</Code>');

    const genuine = await presignUpload(media, 'media/forumImage/allowed', {
      maxBytes: 100,
      contentType: 'text/plain',
      expiresSeconds: 60,
    });
    const post = async (fields: Record<string, string>, file = 'ok') => {
      const form = await formBody(fields, file);
      return rawRequest(genuine.url, 'POST', form.body, form.headers);
    };
    const forged = await post({ ...genuine.fields, 'X-Amz-Signature': '0'.repeat(64) });
    expect(forged.text).toContain('<Code>SignatureDoesNotMatch</Code>');
    const otherKey = await post({ ...genuine.fields, key: 'media/forumImage/x.html' });
    expect(otherKey.status).toBe(403);
    expect(otherKey.text).toContain('Policy Condition failed');
    const otherType = await post({ ...genuine.fields, 'Content-Type': 'text/html' });
    expect(otherType.status).toBe(403);
    const extraField = await post({ ...genuine.fields, 'x-amz-meta-evil': '1' });
    expect(extraField.text).toContain('Extra input fields: x-amz-meta-evil');
    // The form the API hands out, as it hands it out, is still taken.
    expect((await post(genuine.fields)).status).toBe(204);
  });

  it('refuses keys with .. segments, signed or not, wherever they point', async () => {
    const escaping = await presignUpload(media, `media/../../${files}/note/secret`, {
      maxBytes: 100,
      contentType: 'text/plain',
      expiresSeconds: 60,
    });
    const form = await formBody(escaping.fields, 'overwritten');
    const posted = await rawRequest(escaping.url, 'POST', form.body, form.headers);
    expect(posted.status).toBe(400);
    expect(posted.text).toContain('<Code>InvalidURI</Code>');
    for (const key of [`media/../../${files}/note/secret`, '../../escaped', 'media/./x']) {
      await expect(
        s3.send(new PutObjectCommand({ Bucket: media, Key: key, Body: 'x' })),
        key,
      ).rejects.toThrow();
      await expect(s3.send(new GetObjectCommand({ Bucket: media, Key: key })), key).rejects.toThrow();
    }
    const escapes = [
      `/${media}/media%2F..%2F..%2F${files}%2Fnote%2Fsecret`,
      `/${media}/media/../../${files}/note/secret`,
      `/${media}/media/%2E%2E/%2E%2E/${files}/note/secret`,
      `/..%2F${files}/note/secret`,
    ];
    for (const path of escapes) {
      for (const method of ['GET', 'PUT', 'DELETE']) {
        const raw = await rawRequest(s3Url, method, Buffer.from('overwritten'), {}, path);
        expect(raw.status, `${method} ${path}`).toBe(400);
        expect(raw.text).toContain('<Code>InvalidURI</Code>');
      }
    }
  });

  it('refuses unsigned writes and reads of private files, and signatures it did not make', async () => {
    for (const method of ['PUT', 'DELETE']) {
      const answer = await rawRequest(`${s3Url}/${files}/note/secret`, method, Buffer.from('x'));
      expect(answer.status, method).toBe(403);
    }
    expect((await rawRequest(`${s3Url}/${files}/note/secret`, 'GET')).status).toBe(403);
    // A page's text/plain form shaped as a multi-object delete, with and without a made-up signature.
    const deletion = Buffer.from('<Delete><Object><Key>note/secret</Key></Object></Delete>');
    const plain = { 'content-type': 'text/plain' };
    expect((await rawRequest(`${s3Url}/${files}?delete`, 'POST', deletion, plain)).status).toBe(403);
    const link = await getSignedUrl(s3, new GetObjectCommand({ Bucket: files, Key: 'note/secret' }), {
      expiresIn: 60,
    });
    const signed = new URL(link);
    expect((await rawRequest(link, 'GET')).text).toBe(SECRET);
    signed.searchParams.set('X-Amz-Signature', '0'.repeat(64));
    expect((await rawRequest(signed.href, 'GET')).status).toBe(403);
    signed.pathname = `/${files}`;
    signed.search = `delete&${signed.searchParams}`;
    const forgedDelete = await rawRequest(signed.href, 'POST', deletion, plain);
    expect(forgedDelete.text).toContain('<Code>SignatureDoesNotMatch</Code>');
    // A page that rebinds its own name to loopback is not the stand-in's caller.
    expect(
      (await rawRequest(`${s3Url}/${files}/note/secret`, 'GET', undefined, { host: 'evil.example' })).status,
    ).toBe(403);
  });

  it('left every object and the data folder as they were', async () => {
    expect(await keysOf(media)).toEqual([...(before.media as string[]), 'media/forumImage/allowed'].sort());
    expect(await keysOf(files)).toEqual(before.files);
    const secret = await s3.send(new GetObjectCommand({ Bucket: files, Key: 'note/secret' }));
    expect(await secret.Body?.transformToString()).toBe(SECRET);
    expect(readdirSync(stack.dataDir).sort()).toEqual(before.data);
    expect(existsSync(join(stack.dataDir, 'escaped._S3rver_object'))).toBe(false);
  });
});
