import {
  DOWNLOAD_LINK_SECONDS,
  FILE_KINDS,
  FILE_MESSAGES,
  type FileKind,
} from '#shared/constants/file-kinds';
import type { DownloadLink } from '#shared/schemas/files';
import type { Caller } from '../lib/caller';
import { HttpError } from '../lib/http';
import { bucketFor } from './buckets';
import { downloadHeaders } from './disposition';
import type * as records from './records';
import type * as storage from './storage';

export interface DownloadLinkDeps {
  readonly records: Pick<typeof records, 'findFile'>;
  readonly storage: Pick<typeof storage, 'presignDownload'>;
  /** How long the link lives; at most DOWNLOAD_LINK_SECONDS. */
  readonly linkSeconds?: number;
}

/**
 * A short-lived link to a confirmed file, after checking this caller may read this file: a file
 * only its owner may read is, to anyone else, no file at all. The link serves the type the
 * content showed, as an attachment (disposition.ts). Public files are served by CloudFront at
 * their own path.
 */
export async function downloadLink(
  input: { readonly fileId: string; readonly caller: Caller },
  deps: DownloadLinkDeps,
): Promise<DownloadLink> {
  const record = await deps.records.findFile(input.fileId);
  if (record?.status !== 'ready') throw new HttpError(404, FILE_MESSAGES.noSuchFile);
  const kind: FileKind = FILE_KINDS[record.kind];
  if (kind.readers === 'owner' && record.ownerId !== input.caller.userId) {
    throw new HttpError(404, FILE_MESSAGES.noSuchFile);
  }
  const seconds = Math.min(deps.linkSeconds ?? DOWNLOAD_LINK_SECONDS, DOWNLOAD_LINK_SECONDS);
  const expiresAt = new Date(Date.now() + seconds * 1000).toISOString();
  if (kind.readers === 'public') return { url: `/${record.key}`, expiresAt };
  const url = await deps.storage.presignDownload(bucketFor(kind), record.key, {
    ...downloadHeaders(record.name, record.type),
    expiresSeconds: seconds,
  });
  return { url, expiresAt };
}
