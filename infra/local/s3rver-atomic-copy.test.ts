import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { makeCopiesAtomic, type S3rverStore } from './s3rver-atomic-copy';

/* s3rver's own file store, as the local S3 stand-in runs it. */
type Store = S3rverStore & {
  putBucket(bucket: string): Promise<void>;
  putObject(object: { bucket: string; key: string; content: Readable; metadata: object }): Promise<unknown>;
  deleteObject(bucket: string, key: string): Promise<void>;
  getObject(bucket: string, key: string): Promise<{ content: Readable } | null>;
};
const FilesystemStore = createRequire(import.meta.url)('s3rver/lib/stores/filesystem') as new (
  directory: string,
) => Store;

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

async function storeWith(objects: Record<string, string>): Promise<Store> {
  const folder = mkdtempSync(join(tmpdir(), 'campus-s3rver-'));
  folders.push(folder);
  const store = new FilesystemStore(folder);
  makeCopiesAtomic(store);
  await store.putBucket('files');
  for (const [key, text] of Object.entries(objects)) {
    await store.putObject({
      bucket: 'files',
      key,
      content: Readable.from([Buffer.from(text)]),
      metadata: {},
    });
  }
  return store;
}

const text = async (store: Store, key: string) => {
  const object = await store.getObject('files', key).catch(() => null);
  if (!object) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of object.content) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
};

/*
 * Two confirms of one upload: the first has copied incoming/x to its final key and deleted
 * incoming/x when the second's copy of incoming/x runs. On S3 that copy fails and the final key
 * keeps its bytes. (s3rver's own copy loses them only when the source goes between its check and
 * its copy, a window no test can hold open; a fresh clone's files.test.ts fell into it once.)
 */
describe('the local S3 stand-in’s copy', () => {
  it('fails without touching the target when the source is gone, as S3 does', async () => {
    const store = await storeWith({ 'note/x': 'the bytes' });
    await expect(
      store.copyObject('files', 'incoming/x', 'files', 'note/x', { 'content-type': 'application/pdf' }),
    ).rejects.toThrow();
    expect(await text(store, 'note/x')).toBe('the bytes');
  });

  it('still copies, with new metadata or the source’s', async () => {
    const store = await storeWith({ 'incoming/x': 'new bytes', 'note/x': 'old bytes' });
    await store.copyObject('files', 'incoming/x', 'files', 'note/x', { 'content-type': 'application/pdf' });
    expect(await text(store, 'note/x')).toBe('new bytes');
    expect(await store.getMetadata('files', 'note/x')).toMatchObject({ 'content-type': 'application/pdf' });
    await store.copyObject('files', 'incoming/x', 'files', 'media/calendar/x');
    expect(await text(store, 'media/calendar/x')).toBe('new bytes');
  });
});
