import { logger } from '../lib/logger';
import { documentEntry } from './store/documents';
import { fileDocId } from './store/search-document';

/*
 * An attachment pending longer than this was probably never sent to ingestion (indexing one takes
 * seconds): the question is answered without it rather than wait for the page to give up.
 */
const PENDING_TOO_LONG_MS = 60_000;

/** Thrown while a question's file is not yet indexed: the try is repeated a few seconds later. */
export class AttachmentPending extends Error {
  constructor(fileId: string) {
    super(`The attachment ${fileId} is not indexed yet`);
    this.name = 'AttachmentPending';
  }
}

/** What a question's attached file gives its search: its id once indexed, or that it was left out. */
export type QuestionAttachment = { readonly docId: string } | { readonly leftOut: true };

/**
 * The search database's id of a question's attached file, once indexed, when it is the asker's
 * (the search reads it for its owner only; another's is not searched, and not spoken of). One
 * being indexed makes the try wait (AttachmentPending). One removed, expired, or whose ingestion
 * seems lost (pending for a minute) is left out: the question is answered from the class's notes,
 * and the answer says so. The worker never asks for ingestion itself; ingestion is the upload's to
 * ask for (decision 62).
 */
export async function attachmentDocId(
  fileId: string,
  ownerId: string,
): Promise<QuestionAttachment | undefined> {
  const docId = fileDocId(fileId);
  const entry = await documentEntry(docId);
  if (entry?.state === 'indexed') return entry.ownerId === ownerId ? { docId } : undefined;
  if (entry?.state === 'pending' && Date.now() - Date.parse(entry.changedAt) <= PENDING_TOO_LONG_MS) {
    throw new AttachmentPending(fileId);
  }
  if (entry?.state !== 'removed') {
    logger.warn('A question is answered without its attachment, which was never indexed', { fileId });
  }
  return { leftOut: true };
}
