import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { s3 } from '../lib/clients/s3';

export interface UploadForm {
  readonly url: string;
  readonly fields: Record<string, string>;
}

/** A browser form that may put one object of 1..maxBytes bytes at `key`, for a few minutes. */
export function presignUpload(
  bucket: string,
  key: string,
  input: { maxBytes: number; contentType: string; expiresSeconds: number },
): Promise<UploadForm> {
  return createPresignedPost(s3(), {
    Bucket: bucket,
    Key: key,
    Conditions: [
      ['content-length-range', 1, input.maxBytes],
      ['eq', '$Content-Type', input.contentType],
    ],
    Fields: { 'Content-Type': input.contentType },
    Expires: input.expiresSeconds,
  });
}

const isMissing = (error: unknown) =>
  error instanceof Error && (error.name === 'NotFound' || error.name === 'NoSuchKey');

/* The answer of an S3 call, or `missing` when the object is not there (another confirm moved it). */
async function unlessMissing<T>(call: Promise<T>, missing: T): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (isMissing(error)) return missing;
    throw error;
  }
}

/** The object's size, or undefined when nothing is there. */
export async function objectSize(bucket: string, key: string): Promise<number | undefined> {
  const head = await unlessMissing(s3().send(new HeadObjectCommand({ Bucket: bucket, Key: key })), undefined);
  return head && (head.ContentLength ?? 0);
}

/** The object's first bytes, enough for any magic number file-type knows; undefined when it is gone. */
export async function firstBytes(
  bucket: string,
  key: string,
  count: number,
): Promise<Uint8Array | undefined> {
  const object = await unlessMissing(
    s3().send(new GetObjectCommand({ Bucket: bucket, Key: key, Range: `bytes=0-${count - 1}` })),
    undefined,
  );
  if (!object) return undefined;
  return object.Body ? await object.Body.transformToByteArray() : new Uint8Array();
}

/**
 * The whole object as it streams from S3, chunk by chunk (a 50 MB note is never held at once);
 * undefined when it is gone.
 */
export async function objectChunks(
  bucket: string,
  key: string,
): Promise<AsyncIterable<Uint8Array> | undefined> {
  const object = await unlessMissing(
    s3().send(new GetObjectCommand({ Bucket: bucket, Key: key })),
    undefined,
  );
  if (!object) return undefined;
  // In Node the SDK's body is a Readable, which yields Buffers.
  return (object.Body as AsyncIterable<Uint8Array> | undefined) ?? (async function* () {})();
}

/**
 * Copies the object to its final key with the type its content showed (as servedContentType
 * spells it) and how it is to be served: for public files how long caches may keep it, for
 * private ones `attachment`, which every download link repeats with the file's name. False when
 * the source is gone (another confirm of the same upload moved it). Copying the same bytes twice
 * is harmless.
 */
export async function copyObject(
  bucket: string,
  from: string,
  to: string,
  headers: { contentType: string; cacheControl?: string; contentDisposition?: string },
): Promise<boolean> {
  const copied = s3()
    .send(
      new CopyObjectCommand({
        Bucket: bucket,
        CopySource: `${bucket}/${from}`,
        Key: to,
        ContentType: headers.contentType,
        CacheControl: headers.cacheControl,
        ContentDisposition: headers.contentDisposition,
        MetadataDirective: 'REPLACE',
      }),
    )
    .then(() => true);
  return unlessMissing(copied, false);
}

/** Writes a small object the functions make themselves (never a user's upload). */
export async function putObject(
  bucket: string,
  key: string,
  body: string | Uint8Array,
  contentType: string,
): Promise<void> {
  await s3().send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType }));
}

export async function deleteObject(bucket: string, key: string): Promise<void> {
  await s3().send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
}

/**
 * A GET link that saves the file under its name (RFC 6266) as the type its content showed, whatever
 * the object was stored with (disposition.ts: downloadHeaders).
 */
export function presignDownload(
  bucket: string,
  key: string,
  input: { contentDisposition: string; contentType: string; expiresSeconds: number },
): Promise<string> {
  return getSignedUrl(
    s3(),
    new GetObjectCommand({
      Bucket: bucket,
      Key: key,
      ResponseContentDisposition: input.contentDisposition,
      ResponseContentType: input.contentType,
    }),
    { expiresIn: input.expiresSeconds },
  );
}
