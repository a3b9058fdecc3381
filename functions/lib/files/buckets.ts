import type { FileKind } from '../../../shared/constants/file-kinds';
import { bucketName } from '../env';

/*
 * Literal ids, so the grants test sees both buckets: a function whose code imports this file must be
 * granted both, so only the files group (which serves every kind) imports it; the groups that own a
 * kind name their one bucket themselves.
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
