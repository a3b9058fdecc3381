import { FILE_KINDS, FILE_MESSAGES, type FileKind } from '../../shared/constants/file-kinds';
import type { StoredFile } from '../../shared/schemas/files';
import type { Caller } from '../lib/caller';
import { bucketFor, finalKey } from '../lib/files/buckets';
import { csvContentType, SNIFF_BYTES, sniffContentType } from '../lib/files/content-type';
import type * as records from '../lib/files/records';
import type { FileRecord } from '../lib/files/records';
import type * as storage from '../lib/files/storage';
import { HttpError } from '../lib/http';

export interface ConfirmUploadDeps {
  readonly records: Pick<typeof records, 'findFile' | 'markReady' | 'deleteRecord'>;
  readonly storage: Pick<typeof storage, 'objectSize' | 'firstBytes' | 'copyObject' | 'deleteObject'>;
}

export function toStoredFile(record: FileRecord): StoredFile {
  const kind: FileKind = FILE_KINDS[record.kind];
  return {
    fileId: record.fileId,
    kind: record.kind,
    name: record.name,
    size: record.size ?? 0,
    type: record.type ?? '',
    url: kind.readers === 'public' ? `/${record.key}` : undefined,
  };
}

/*
 * A confirm that finds the upload gone, or the record no longer pending, lost a race to another
 * confirm of the same upload (a retry, a double click): the winner's record is the answer. The
 * winner marks the record ready before it deletes the incoming object, so a loser always sees it.
 */
async function confirmedMeanwhile(record: FileRecord, deps: ConfirmUploadDeps): Promise<StoredFile> {
  const now = await deps.records.findFile(record.fileId);
  if (now?.status === 'ready' && now.ownerId === record.ownerId) return toStoredFile(now);
  throw new HttpError(400, FILE_MESSAGES.notUploaded);
}

/**
 * Judges the uploaded object by its content before anything records it: it must be there, not
 * empty, within the kind's cap (the local S3 stand-in does not enforce the form's size range), and
 * its bytes must be one of the kind's types. Anything refused is deleted with its record.
 */
export async function confirmUpload(
  input: { readonly fileId: string; readonly caller: Caller },
  deps: ConfirmUploadDeps,
): Promise<StoredFile> {
  const record = await deps.records.findFile(input.fileId);
  // Another user's upload is as absent as a missing one: an id reveals nothing.
  if (!record || record.ownerId !== input.caller.userId) throw new HttpError(404, FILE_MESSAGES.noSuchUpload);
  if (record.status === 'ready') return toStoredFile(record);

  const kind: FileKind = FILE_KINDS[record.kind];
  const bucket = bucketFor(kind);
  const size = await deps.storage.objectSize(bucket, record.key);
  if (size === undefined) return confirmedMeanwhile(record, deps);
  const refuse = async (status: number, message: string): Promise<never> => {
    await deps.storage.deleteObject(bucket, record.key);
    await deps.records.deleteRecord(record.fileId);
    throw new HttpError(status, message);
  };
  if (size === 0) return refuse(400, FILE_MESSAGES.empty);
  if (size > kind.maxBytes) return refuse(413, FILE_MESSAGES.tooLarge);
  // A CSV kind is judged whole (its cap is small): one bad byte anywhere would stop its import.
  const sample = await deps.storage.firstBytes(bucket, record.key, kind.csvColumns ? size : SNIFF_BYTES);
  if (!sample) return confirmedMeanwhile(record, deps);
  const type = kind.csvColumns ? csvContentType(sample, kind.csvColumns) : await sniffContentType(sample);
  if (!type || !kind.types.includes(type)) return refuse(400, FILE_MESSAGES.contentNotAllowed);

  // Copy, mark ready, then delete: a crash in between leaves an incoming/ object that expires,
  // never a ready record without its bytes.
  const key = finalKey(record.kind, record.fileId, kind.bucket);
  const copied = await deps.storage.copyObject(bucket, record.key, key, type);
  if (!copied || !(await deps.records.markReady(record.fileId, { key, size, type }))) {
    return confirmedMeanwhile(record, deps);
  }
  await deps.storage.deleteObject(bucket, record.key);
  return toStoredFile({ ...record, status: 'ready', key, size, type });
}
