import { randomUUID } from 'node:crypto';
import {
  FILE_KINDS,
  FILE_MESSAGES,
  type FileKind,
  UPLOAD_LIFETIME_SECONDS,
} from '../../shared/constants/file-kinds';
import type { UploadRequest, UploadTicket } from '../../shared/schemas/files';
import type { Caller } from '../lib/caller';
import { bucketFor, incomingKey } from '../lib/files/buckets';
import type * as records from '../lib/files/records';
import type * as storage from '../lib/files/storage';
import { HttpError } from '../lib/http';

export interface RequestUploadDeps {
  readonly records: Pick<typeof records, 'createPending'>;
  readonly storage: Pick<typeof storage, 'presignUpload'>;
}

const mayUpload = (kind: FileKind, caller: Caller) =>
  kind.uploaders === 'signedIn' || kind.uploaders.includes(caller.role);

/**
 * Checks the caller's role for the kind, the declared size and type, then hands out a presigned
 * S3 POST for a server-made key under incoming/. Nothing is trusted yet: confirm judges the bytes.
 */
export async function requestUpload(
  input: UploadRequest & { readonly caller: Caller },
  deps: RequestUploadDeps,
): Promise<UploadTicket> {
  const kind: FileKind = FILE_KINDS[input.kind];
  if (!mayUpload(kind, input.caller)) throw new HttpError(403, FILE_MESSAGES.notAllowed);
  if (!kind.types.includes(input.type)) throw new HttpError(400, FILE_MESSAGES.typeNotAllowed);
  if (input.size === 0) throw new HttpError(400, FILE_MESSAGES.empty);
  if (input.size > kind.maxBytes) throw new HttpError(413, FILE_MESSAGES.tooLarge);

  const fileId = randomUUID();
  const key = incomingKey(fileId);
  const expiresAt = new Date(Date.now() + UPLOAD_LIFETIME_SECONDS * 1000);
  await deps.records.createPending({
    fileId,
    kind: input.kind,
    ownerId: input.caller.userId,
    name: input.name,
    status: 'pending',
    key,
    createdAt: new Date().toISOString(),
    // A confirm may come a little after the form expires, if the upload itself ended in time.
    expiresAt: Math.ceil(expiresAt.getTime() / 1000) + 60,
  });
  const form = await deps.storage.presignUpload(bucketFor(kind), key, {
    maxBytes: kind.maxBytes,
    contentType: input.type,
    expiresSeconds: UPLOAD_LIFETIME_SECONDS,
  });
  return { fileId, ...form, maxBytes: kind.maxBytes, expiresAt: expiresAt.toISOString() };
}
