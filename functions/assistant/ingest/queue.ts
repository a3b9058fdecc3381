import { queueUrl } from '../../lib/env';
import type { QueueMessage } from '../../lib/resources/queues';
import { gptIngestQueue } from '../queues';
import { type DocumentEntry, markPending, markPendingAgain } from '../store/documents';
import { docIdParts, fileDocId, noteDocId } from '../store/search-document';

/** What the ingest function is asked to index: a note, or a question's attached file. */
export type IngestRequest = QueueMessage<'gptIngest'>;

const send = gptIngestQueue.sender(() => queueUrl('gptIngest'));

/**
 * Asks for a question's attached file to be indexed: its row is marked pending first, so a send
 * that fails leaves a trace (a question on a pending attachment waits; the sweep sends pending
 * notes again) instead of a document nobody will ever index.
 */
export async function requestIngestion(request: { readonly fileId: string }, ownerId: string): Promise<void> {
  await markPending(fileDocId(request.fileId), { ownerId });
  await send(request);
}

/**
 * Asks for a note to be indexed, with what it is indexed as: how answers cite it ("<subject>,
 * <unit> (<file name>)") and its class's branch and year, kept on its pending row.
 */
export async function requestNoteIngestion(note: {
  readonly noteId: string;
  readonly subject: string;
  readonly unit: string;
  readonly filename: string;
  readonly branch: string;
  readonly year: string;
}): Promise<void> {
  const { noteId, subject, branch, year } = note;
  const title = `${subject}, ${note.unit} (${note.filename})`;
  await markPending(noteDocId(noteId), { note: { noteId, title, subject, branch, year } });
  await send({ noteId });
}

/**
 * Sends a note or an attached file left pending for ingestion again, unless it changed since it
 * was read; says whether it sent.
 */
export async function resendIngestion(entry: DocumentEntry): Promise<boolean> {
  const parts = docIdParts(entry.docId);
  if (!parts || !(await markPendingAgain(entry))) return false;
  await send(parts);
  return true;
}
