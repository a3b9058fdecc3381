import { pendingNotes } from '../store/documents';
import { resendIngestion } from './queue';

/* A note pending this long lost its ingestion message: a 600-page PDF is indexed in seconds. */
export const STALE_PENDING_MS = 15 * 60 * 1000;
/* Sent again per run: a backlog drains over a few runs rather than flooding the ingest queue. */
const MAX_RESENT = 200;

/**
 * Sends for ingestion again the notes still pending since before `before` (their message was lost,
 * or every try of it failed), each at most MAX_RESENDS times. Says how many it sent.
 */
export async function resendPendingNotes(before: string): Promise<number> {
  let sent = 0;
  for (const entry of await pendingNotes(before, MAX_RESENT)) {
    if (await resendIngestion(entry)) sent += 1;
  }
  return sent;
}
