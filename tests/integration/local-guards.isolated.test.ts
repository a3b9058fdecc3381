import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
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

type Fields = Record<string, string> | [string, string][];

/* A multipart form as a browser posts it, fields in order around its file: its bytes and Content-Type. */
async function formBody(fields: Fields, file: string | null, afterFile: Fields = []) {
  const form = new FormData();
  const append = (some: Fields) => {
    for (const [name, value] of Array.isArray(some) ? some : Object.entries(some)) form.append(name, value);
  };
  append(fields);
  if (file !== null) form.append('file', new Blob([file], { type: 'text/html' }), 'x.html');
  append(afterFile);
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
    const post = async (fields: Fields, file = 'ok', afterFile: Fields = []) => {
      const form = await formBody(fields, file, afterFile);
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
    // S3 and s3rver read only the fields before the file: the genuine ones after it judge nothing.
    const planted = { key: 'media/forumImage/x.html', 'Content-Type': 'text/html' };
    const plantedFirst = await post(planted, html, genuine.fields);
    expect(plantedFirst.status).toBe(403);
    expect(plantedFirst.text).toContain('<Code>AccessDenied</Code>');
    const repeated = await post([...Object.entries(genuine.fields), ['key', 'media/forumImage/x.html']]);
    expect(repeated.status).toBe(400);
    expect(repeated.text).toContain('<Code>InvalidArgument</Code>');
    const noFile = await formBody(genuine.fields, null);
    expect((await rawRequest(genuine.url, 'POST', noFile.body, noFile.headers)).status).toBe(400);
    // The form the API hands out, as it hands it out, is still taken, and what follows its file is not.
    expect((await post(genuine.fields)).status).toBe(204);
    expect((await post(genuine.fields, 'kept', planted)).status).toBe(204);
    const stored = await s3.send(new GetObjectCommand({ Bucket: media, Key: 'media/forumImage/allowed' }));
    expect(stored.ContentType).toBe('text/plain');
    expect(await stored.Body?.transformToString()).toBe('kept');
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

  it('refuses calls signed with any key but the stand-in’s, s3rver’s published one too, and takes the SDK’s own', async () => {
    // s3rver's own key pair, which its README prints: any page could sign with it.
    const published = new S3Client({
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const overwrite = new PutObjectCommand({ Bucket: files, Key: 'note/secret', Body: 'overwritten' });
    await expect(published.send(overwrite)).rejects.toMatchObject({ name: 'SignatureDoesNotMatch' });
    const removal = new DeleteObjectCommand({ Bucket: files, Key: 'note/secret' });
    const publishedLink = await getSignedUrl(published, removal, { expiresIn: 60 });
    expect((await rawRequest(publishedLink, 'DELETE')).text).toContain('<Code>SignatureDoesNotMatch</Code>');
    const madeUp = {
      authorization: `AWS4-HMAC-SHA256 Credential=S3RVER/20261201/ap-south-1/s3/aws4_request, SignedHeaders=host;x-amz-content-sha256;x-amz-date, Signature=${'0'.repeat(64)}`,
      'x-amz-content-sha256': 'UNSIGNED-PAYLOAD',
      'x-amz-date': '20261201T120000Z',
    };
    const forged = await rawRequest(`${s3Url}/${files}/note/secret`, 'DELETE', undefined, madeUp);
    expect(forged.text).toContain('<Code>SignatureDoesNotMatch</Code>');
    const noHash = { ...madeUp, 'x-amz-content-sha256': '' };
    expect((await rawRequest(`${s3Url}/${files}/note/secret`, 'DELETE', undefined, noHash)).status).toBe(400);
    // Signature Version 2, which s3rver checks and ap-south-1 does not take.
    const v2 = await rawRequest(`${s3Url}/${files}/note/secret`, 'DELETE', undefined, {
      authorization: 'AWS S3RVER:c2lnbmF0dXJl',
      date: new Date().toUTCString(),
    });
    expect(v2.text).toContain('<Code>InvalidRequest</Code>');
    // A key S3 encodes in the path, through the SDK's calls and a presigned link.
    const Key = "media/forumImage/a b+c(1)!*'~.txt";
    await s3.send(new PutObjectCommand({ Bucket: media, Key, Body: 'spelled', ContentType: 'text/plain' }));
    const read = await s3.send(new GetObjectCommand({ Bucket: media, Key }));
    expect(await read.Body?.transformToString()).toBe('spelled');
    const link = await getSignedUrl(s3, new GetObjectCommand({ Bucket: media, Key }), { expiresIn: 60 });
    expect((await rawRequest(link, 'GET')).text).toBe('spelled');
    await s3.send(new DeleteObjectCommand({ Bucket: media, Key }));
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
