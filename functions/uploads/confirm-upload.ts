import { FILE_KINDS, FILE_MESSAGES, type FileKind } from '#shared/constants/file-kinds';
import type { StoredFile } from '#shared/schemas/files';
import type { Caller } from '../lib/caller';
import { HttpError } from '../lib/http';
import { expiresAfterDays, RETENTION_DAYS_DEFAULTS, retentionDays } from '../lib/retention';
import { awaken } from '../lib/search-database';
import { bucketFor, finalKey, MEDIA_CACHE_CONTROL, textServing } from './buckets';
import { csvContentType, isTextThroughout, SNIFF_BYTES, sniffContentType } from './content-type';
import { disposition, downloadName, servedContentType } from './disposition';
import type * as quota from './quota';
import { QUOTA_KINDS } from './quota-setting';
import type * as records from './records';
import type { FileRecord } from './records';
import type * as storage from './storage';

export interface ConfirmUploadDeps {
  readonly records: Pick<typeof records, 'findFile' | 'markReady' | 'deleteAndRelease'>;
  readonly storage: Pick<
    typeof storage,
    'objectSize' | 'firstBytes' | 'objectChunks' | 'copyObject' | 'deleteObject'
  >;
  readonly quota: Pick<typeof quota, 'storeReserved' | 'keepReserved'>;
  /*
   * The assistant's request to index a confirmed attachment, handed in by the function's entry
   * (functions/uploads-handler.ts): the assistant reads file records, so importing it here would
   * make the two groups a ring.
   */
  readonly ingestion: {
    requestIngestion(request: { readonly fileId: string }, ownerId: string): Promise<void>;
  };
}

/* Kinds kept, and counted against their owner's quota, only for the GPT task retention period. */
const FILE_KINDS_KEPT_FOR_RETENTION = new Set(
  Object.entries(QUOTA_KINDS).flatMap(([kind, counted]) => (counted === 'untilRetention' ? [kind] : [])),
);

/* The end of an attachment's life: its task's retention from now (decision 20). */
const retentionEnd = () =>
  expiresAfterDays(retentionDays(process.env.GPT_TASK_RETENTION_DAYS, RETENTION_DAYS_DEFAULTS.gptTasks));

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

/* A confirmed file's reservation becomes its real size: until deleted, or for attachments a while. */
async function countStored(
  record: FileRecord,
  size: number,
  until: number | undefined,
  deps: ConfirmUploadDeps,
): Promise<void> {
  const reserved = record.reserved ?? 0;
  if (until !== undefined) {
    await deps.quota.keepReserved(record.ownerId, record.fileId, { reserved, size, until });
  } else {
    await deps.quota.storeReserved(record.ownerId, record.fileId, reserved, size);
  }
}

/**
 * Judges the uploaded object by its content before anything records it: it must be there, not
 * empty, within the kind's cap (the local S3 stand-in does not enforce the form's size range), and
 * its bytes must be one of the kind's types; text is judged by how the kind is served (a private
 * attachment may quote HTML, a public file may not: decision 29). Anything refused is deleted
 * with its record.
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
    await deps.records.deleteAndRelease(record.fileId);
    throw new HttpError(status, message);
  };
  if (size === 0) return refuse(400, FILE_MESSAGES.empty);
  // Past the kind's cap, or past the declared size its quota reserved (S3 enforces both on AWS).
  if (size > Math.min(kind.maxBytes, record.reserved ?? kind.maxBytes)) {
    return refuse(413, FILE_MESSAGES.tooLarge);
  }
  // A CSV kind is judged whole (its cap is small): one bad byte anywhere would stop its import.
  const sample = await deps.storage.firstBytes(bucket, record.key, kind.csvColumns ? size : SNIFF_BYTES);
  if (!sample) return confirmedMeanwhile(record, deps);
  const serving = textServing(kind);
  const type = kind.csvColumns
    ? csvContentType(sample, kind.csvColumns, kind.csvOptionalColumns)
    : await sniffContentType(sample, serving);
  if (!type || !kind.types.includes(type)) return refuse(400, FILE_MESSAGES.contentNotAllowed);
  // Text is judged whole too: binary, or markup in a public file, past the first bytes still counts.
  if (type === 'text/plain' && size > sample.length) {
    const whole = await deps.storage.objectChunks(bucket, record.key);
    if (!whole) return confirmedMeanwhile(record, deps);
    if (!(await isTextThroughout(whole, serving))) return refuse(400, FILE_MESSAGES.contentNotAllowed);
  }

  // A resuming search database answers 503 here, before anything is stored: a ready record whose
  // ingestion was never asked for would not be confirmed again by the retry.
  if (record.kind === 'gptAttachment') await awaken();
  // Copy, mark ready, then delete: a crash in between leaves an incoming/ object that expires,
  // never a ready record without its bytes. Public files get a short cache life, so a deleted one
  // leaves browsers and the edge within minutes (decision 20), and some keep their name (the
  // calendar); private ones are stored as attachments, as their links serve them (decision 29).
  const key = finalKey(record.kind, record.fileId, kind.bucket);
  const copied = await deps.storage.copyObject(bucket, record.key, key, {
    contentType: servedContentType(type),
    ...(kind.bucket === 'media'
      ? {
          cacheControl: MEDIA_CACHE_CONTROL,
          contentDisposition: kind.servedUnderItsName
            ? disposition(downloadName(record.name, type), 'inline')
            : undefined,
        }
      : { contentDisposition: 'attachment' }),
  });
  // An attachment is kept as long as its task (decision 20): its record expires, and the files
  // bucket's lifecycle rule deletes its bytes, that many days on.
  const expiresAt = FILE_KINDS_KEPT_FOR_RETENTION.has(record.kind) ? retentionEnd() : undefined;
  if (!copied || !(await deps.records.markReady(record.fileId, { key, size, type, expiresAt }))) {
    return confirmedMeanwhile(record, deps);
  }
  // Only the confirm that made the record ready counts its bytes.
  if (record.reserved !== undefined) await countStored(record, size, expiresAt, deps);
  await deps.storage.deleteObject(bucket, record.key);
  // A question's file is indexed once, now, so the question that attaches it never parses it.
  if (record.kind === 'gptAttachment') {
    await deps.ingestion.requestIngestion({ fileId: record.fileId }, record.ownerId);
  }
  return toStoredFile({ ...record, status: 'ready', key, size, type });
}
