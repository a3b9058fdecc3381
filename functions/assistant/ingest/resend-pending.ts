import { pendingDocuments } from '../store/documents';
import { resendIngestion } from './queue';

/* A document pending this long lost its ingestion message: a 600-page PDF is indexed in seconds. */
export const STALE_PENDING_MS = 15 * 60 * 1000;
/* Sent again per run: a backlog drains over a few runs rather than flooding the ingest queue. */
const MAX_RESENT = 200;

/**
 * Sends for ingestion again the notes and attached files still pending since before `before`
 * (their message was lost, or every try of it failed), each at most MAX_RESENDS times. An
 * attachment's question has been answered without it by then (decision 62); its passages serve the
 * next question that attaches it. Says how many it sent.
 */
export async function resendPendingDocuments(before: string): Promise<number> {
  let sent = 0;
  for (const entry of await pendingDocuments(before, MAX_RESENT)) {
    if (await resendIngestion(entry)) sent += 1;
  }
  return sent;
}
