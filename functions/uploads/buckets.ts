import type { FileKind } from '#shared/constants/file-kinds';
import { bucketName } from '../lib/env';
import type { TextServing } from './content-type';

/*
 * Literal ids, so the grants test sees both buckets: a function whose code imports this file must be
 * granted both, so only the upload routes (which serve every kind) use it; the groups that own a
 * kind name their one bucket themselves (functions/uploads/index.ts does not offer it).
 */
const BUCKETS = { files: () => bucketName('files'), media: () => bucketName('media') };

/** The bucket a kind of file lives in. */
export const bucketFor = (kind: Pick<FileKind, 'bucket'>): string => BUCKETS[kind.bucket]();

/**
 * Where a confirmed file lives: media under `media/`, the prefix CloudFront serves at /media/*;
 * private files under their kind. Unconfirmed uploads stay under `incoming/`, which expires.
 */
export const finalKey = (kind: string, fileId: string, bucket: FileKind['bucket']): string =>
  bucket === 'media' ? `media/${kind}/${fileId}` : `${kind}/${fileId}`;

export const incomingKey = (fileId: string): string => `incoming/${fileId}`;

/**
 * Seconds a browser or CloudFront may keep a public file before asking S3 again (decision 20): a
 * removed forum image or a replaced calendar is gone everywhere within five minutes, while a
 * popular image still comes from the edge, which asks again with its ETag (a 304, no bytes).
 */
export const MEDIA_CACHE_SECONDS = 300;
export const MEDIA_CACHE_CONTROL = `public, max-age=${MEDIA_CACHE_SECONDS}`;

/**
 * How a kind's text reaches its readers: private files only as attachments through a presigned
 * link; public files inline, at their path on CloudFront.
 */
export const textServing = (kind: Pick<FileKind, 'bucket'>): TextServing =>
  kind.bucket === 'files' ? 'attachment' : 'inline';
