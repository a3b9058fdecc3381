import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';

/*
 * One client per container. Path-style addressing is what the local S3 stand-in needs; on AWS the
 * variable is unset and the SDK's virtual-hosted default applies.
 */
let client: S3Client | undefined;
const s3 = () => {
  client ??= new S3Client({ forcePathStyle: process.env.S3_FORCE_PATH_STYLE === 'true' });
  return client;
};

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

/** The object's size, or undefined when nothing is there. */
export async function objectSize(bucket: string, key: string): Promise<number | undefined> {
  try {
    const head = await s3().send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return head.ContentLength ?? 0;
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

/** The object's first bytes, enough for any magic number file-type knows; undefined when it is gone. */
export async function firstBytes(
  bucket: string,
  key: string,
  count: number,
): Promise<Uint8Array | undefined> {
  try {
    const object = await s3().send(
      new GetObjectCommand({ Bucket: bucket, Key: key, Range: `bytes=0-${count - 1}` }),
    );
    return object.Body ? await object.Body.transformToByteArray() : new Uint8Array();
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

/**
 * Copies the object to its final key with the type its content showed; false when the source is
 * gone (another confirm of the same upload moved it). Copying the same bytes twice is harmless.
 */
export async function copyObject(
  bucket: string,
  from: string,
  to: string,
  contentType: string,
): Promise<boolean> {
  try {
    await s3().send(
      new CopyObjectCommand({
        Bucket: bucket,
        CopySource: `${bucket}/${from}`,
        Key: to,
        ContentType: contentType,
        MetadataDirective: 'REPLACE',
      }),
    );
    return true;
  } catch (error) {
    if (isMissing(error)) return false;
    throw error;
  }
}

export async function deleteObject(bucket: string, key: string): Promise<void> {
  await s3().send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
}

/** A GET link that saves the file under its original name (RFC 6266). */
export function presignDownload(
  bucket: string,
  key: string,
  input: { contentDisposition: string; expiresSeconds: number },
): Promise<string> {
  return getSignedUrl(
    s3(),
    new GetObjectCommand({ Bucket: bucket, Key: key, ResponseContentDisposition: input.contentDisposition }),
    { expiresIn: input.expiresSeconds },
  );
}
