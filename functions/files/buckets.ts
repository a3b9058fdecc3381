import type { FileKind } from '../../shared/constants/file-kinds';
import { bucketName } from '../lib/env';

/* Literal ids, so the grants test sees both buckets this group uses. */
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
