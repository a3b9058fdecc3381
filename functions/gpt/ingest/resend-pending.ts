import { pendingNotes } from '../index-store/store';
import { requestIngestion } from './queue';

/* Sent again per run: a backlog drains over a few runs rather than flooding the ingest queue. */
const MAX_RESENT = 200;

/**
 * Sends for ingestion again the notes still pending since before `before` (their message was lost,
 * or every try of it failed): each is marked pending anew, so it waits its turn again before the
 * next resend. Says how many it sent.
 */
export async function resendPendingNotes(before: string): Promise<number> {
  const stale = (await pendingNotes(before)).slice(0, MAX_RESENT);
  for (const entry of stale) await requestIngestion({ noteId: entry.docId.slice('note:'.length) });
  return stale.length;
}
