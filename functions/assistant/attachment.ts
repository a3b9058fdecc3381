import { requestIngestion } from './ingest/queue';
import { documentEntry } from './store/documents';
import { fileDocId } from './store/search-document';

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
 * The search database's id of a question's attached file, once indexed, when it is the asker's
 * (the search reads it for its owner only). One not indexed yet makes the try wait
 * (AttachmentPending); one whose ingestion request seems lost (no row, or pending for a minute) is
 * asked for again first.
 */
export async function attachmentDocId(fileId: string, ownerId: string): Promise<string | undefined> {
  const docId = fileDocId(fileId);
  const entry = await documentEntry(docId);
  if (entry?.state === 'indexed') return entry.ownerId === ownerId ? docId : undefined;
  if (entry?.state === 'removed') return undefined;
  const stamped = entry ? Date.parse(entry.changedAt) : 0;
  if (Date.now() - stamped > PENDING_TOO_LONG_MS) await requestIngestion({ fileId }, ownerId);
  throw new AttachmentPending(fileId);
}
