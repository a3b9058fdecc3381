import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';

/* The part of s3rver's file store (lib/stores/filesystem.js, 3.7) that a copy uses. */
export interface S3rverStore {
  getResourcePath(bucket: string, key: string, resource: string): string;
  copyObject(
    srcBucket: string,
    srcKey: string,
    destBucket: string,
    destKey: string,
    replacementMetadata?: Record<string, string>,
  ): Promise<unknown>;
  putMetadata(bucket: string, key: string, metadata: Record<string, string>): Promise<void>;
  getMetadata(bucket: string, key: string): Promise<unknown>;
}

/* Copies one file to a name of its own beside the target, then renames it over the target. */
async function replaceAtomically(from: string, to: string): Promise<void> {
  const copying = `${to}.${randomUUID()}.copying`;
  try {
    await copyFile(from, copying);
    await rename(copying, to);
  } finally {
    await rm(copying, { force: true });
  }
}

/**
 * A copy on S3 either writes the whole target or leaves it as it was. s3rver's deletes the
 * target's file first and then copies the source: when the source is deleted in between (two
 * confirms of one upload, the first moving it to its final key while the second copies it too),
 * the target is left with no bytes at all, which S3 never does. Here the store's copy writes
 * beside the target and renames over it, so a copy whose source is gone fails and changes nothing
 * (s3rver lists only names ending in `._S3rver_object`, never the file being written).
 */
export function makeCopiesAtomic(store: S3rverStore): void {
  store.copyObject = async (srcBucket, srcKey, destBucket, destKey, replacementMetadata) => {
    const path = (bucket: string, key: string, resource: string) =>
      store.getResourcePath(bucket, key, resource);
    const source = path(srcBucket, srcKey, 'object');
    const target = path(destBucket, destKey, 'object');
    if (source !== target) {
      await mkdir(dirname(target), { recursive: true });
      await replaceAtomically(source, target);
    }
    if (replacementMetadata) {
      await store.putMetadata(destBucket, destKey, replacementMetadata);
    } else if (source !== target) {
      await Promise.all(
        ['metadata.json', 'object.md5'].map((resource) =>
          replaceAtomically(path(srcBucket, srcKey, resource), path(destBucket, destKey, resource)),
        ),
      );
    }
    return store.getMetadata(destBucket, destKey);
  };
}
