import { randomUUID } from 'node:crypto';
import {
  FILE_KINDS,
  FILE_MESSAGES,
  type FileKind,
  UPLOAD_LIFETIME_SECONDS,
} from '#shared/constants/file-kinds';
import type { UploadRequest, UploadTicket } from '#shared/schemas/files';
import type { Caller } from '../lib/caller';
import { HttpError } from '../lib/http';
import { bucketFor, incomingKey } from './buckets';
import type * as quota from './quota';
import { QUOTA_KINDS, UPLOAD_QUOTA_MB_DEFAULT } from './quota-setting';
import type * as records from './records';
import type * as storage from './storage';

export interface RequestUploadDeps {
  readonly records: Pick<typeof records, 'createPending'>;
  readonly storage: Pick<typeof storage, 'presignUpload'>;
  readonly quota: Pick<typeof quota, 'reserve' | 'releaseReservation'>;
}

/* The deployment's quota (campus:uploadQuotaMb), or the default where none is set, as locally. */
function quotaBytes(): number {
  const mb = Number(process.env.UPLOAD_QUOTA_MB);
  return (Number.isInteger(mb) && mb > 0 ? mb : UPLOAD_QUOTA_MB_DEFAULT) * 1024 * 1024;
}

/* A reservation outlives the record's own expiry, so a confirm the record still allows finds it. */
const RESERVATION_GRACE_SECONDS = 10 * 60;

const mayUpload = (kind: FileKind, caller: Caller) =>
  kind.uploaders === 'signedIn' || kind.uploaders.includes(caller.role);

/*
 * Markdown is text, stored and served as text/plain (decision 29); browsers declare a .md file as
 * text/markdown, text/x-markdown or, lacking a type for it, nothing at all. The form is made for
 * text/plain: only the declared type changes, and confirm still judges the bytes.
 */
const MARKDOWN_TYPES = new Set(['text/markdown', 'text/x-markdown']);
const TEXT_NAME = /\.(?:txt|text|md|markdown)$/i;
const declaredType = (input: UploadRequest): string =>
  MARKDOWN_TYPES.has(input.type.toLowerCase()) || (input.type === '' && TEXT_NAME.test(input.name))
    ? 'text/plain'
    : input.type;

/**
 * Checks the caller's role for the kind, the declared size and type, and reserves the declared size
 * against the caller's upload quota (kinds that count, decision 20), then hands out a presigned S3
 * POST for a server-made key under incoming/. Nothing is trusted yet: confirm judges the bytes.
 * On a counted kind the form takes no more than the declared size, which is what was reserved.
 */
export async function requestUpload(
  input: UploadRequest & { readonly caller: Caller },
  deps: RequestUploadDeps,
): Promise<UploadTicket> {
  const kind: FileKind = FILE_KINDS[input.kind];
  const type = declaredType(input);
  if (!mayUpload(kind, input.caller)) throw new HttpError(403, FILE_MESSAGES.notAllowed);
  if (!kind.types.includes(type)) throw new HttpError(400, FILE_MESSAGES.typeNotAllowed);
  if (input.size === 0) throw new HttpError(400, FILE_MESSAGES.empty);
  if (input.size > kind.maxBytes) throw new HttpError(413, FILE_MESSAGES.tooLarge);

  const fileId = randomUUID();
  const key = incomingKey(fileId);
  const expiresAt = new Date(Date.now() + UPLOAD_LIFETIME_SECONDS * 1000);
  // A confirm may come a little after the form expires, if the upload itself ended in time.
  const recordExpiresAt = Math.ceil(expiresAt.getTime() / 1000) + 60;
  const counted = QUOTA_KINDS[input.kind] !== undefined;
  if (counted) {
    const reserved = await deps.quota.reserve(input.caller.userId, fileId, {
      size: input.size,
      until: recordExpiresAt + RESERVATION_GRACE_SECONDS,
      quotaBytes: quotaBytes(),
    });
    if (!reserved) throw new HttpError(413, FILE_MESSAGES.overQuota);
  }
  const pending = deps.records.createPending({
    fileId,
    kind: input.kind,
    ownerId: input.caller.userId,
    name: input.name,
    status: 'pending',
    key,
    createdAt: new Date().toISOString(),
    expiresAt: recordExpiresAt,
    reserved: counted ? input.size : undefined,
  });
  await pending.catch(async (error: unknown) => {
    if (counted) await deps.quota.releaseReservation(input.caller.userId, fileId, input.size);
    throw error;
  });
  const maxBytes = counted ? input.size : kind.maxBytes;
  const form = await deps.storage.presignUpload(bucketFor(kind), key, {
    maxBytes,
    contentType: type,
    expiresSeconds: UPLOAD_LIFETIME_SECONDS,
  });
  return { fileId, ...form, maxBytes, expiresAt: expiresAt.toISOString() };
}
