import { indexEntry, readDocument } from './index-store/store';
import { requestIngestion } from './ingest/queue';
import type { SearchDocument } from './search/documents';
import { fileDocId } from './search/documents';

/* An attachment still pending after this was probably never sent to ingestion: it is asked again. */
const PENDING_TOO_LONG_MS = 60_000;

/** Thrown while a question's file is not yet indexed: the try is repeated a few seconds later. */
export class AttachmentPending extends Error {
  constructor(fileId: string) {
    super(`The attachment ${fileId} is not indexed yet`);
    this.name = 'AttachmentPending';
  }
}

/**
 * The indexed passages of a question's attached file, which only its owner's questions read. One
 * not indexed yet makes the try wait (AttachmentPending); one whose ingestion request seems lost
 * (no entry, or pending for a minute) is asked for again first.
 */
export async function attachmentDocument(
  fileId: string,
  ownerId: string,
): Promise<SearchDocument | undefined> {
  const entry = await indexEntry(fileDocId(fileId));
  if (entry?.state === 'indexed' && entry.key) {
    const doc = await readDocument(entry.key);
    return doc?.ownerId === ownerId ? doc : undefined;
  }
  if (entry?.state === 'removed') return undefined;
  const stamped = entry ? Date.parse(entry.changedAt.slice(0, 24)) : 0;
  if (Date.now() - stamped > PENDING_TOO_LONG_MS) await requestIngestion({ fileId }, ownerId);
  throw new AttachmentPending(fileId);
}
