import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { sqs } from '../../lib/clients/sqs';
import { queueUrl } from '../../lib/env';
import { messageBody, type QueueMessage } from '../../lib/queue-messages';
import { docIdParts, fileDocId, noteDocId } from '../search/documents';
import { type DocumentEntry, markPending, markPendingAgain } from '../store/documents';

/** What the ingest function is asked to index: a note, or a question's attached file. */
export type IngestRequest = QueueMessage<'gptIngest'>;

/**
 * Asks for a note or an attachment to be indexed: its row is marked pending first, so a send that
 * fails leaves a trace (a question on a pending attachment waits; the sweep sends pending notes
 * again) instead of a document nobody will ever index.
 */
export async function requestIngestion(request: IngestRequest, ownerId?: string): Promise<void> {
  await markPending('noteId' in request ? noteDocId(request.noteId) : fileDocId(request.fileId), ownerId);
  await send(request);
}

/** Sends a note left pending for ingestion again, unless it changed since it was read; says whether it sent. */
export async function resendIngestion(entry: DocumentEntry): Promise<boolean> {
  const parts = docIdParts(entry.docId);
  if (!parts || !('noteId' in parts) || !(await markPendingAgain(entry))) return false;
  await send(parts);
  return true;
}

async function send(request: IngestRequest): Promise<void> {
  await sqs().send(
    new SendMessageCommand({
      QueueUrl: queueUrl('gptIngest'),
      MessageBody: messageBody('gptIngest', request),
    }),
  );
}
