import { removeOrphans } from './ingest/cross-check';
import { resendPendingDocuments, STALE_PENDING_MS } from './ingest/resend-pending';
import type { LiveNotes } from './search/standing-notes';
import { removeExpired } from './store/documents';

/* Documents ended per statement, and statements per run: a year's attachments end in one run. */
const EXPIRED_PER_ROUND = 500;
const MAX_ROUNDS = 20;

async function removeAllExpired(): Promise<number> {
  let expired = 0;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const ended = await removeExpired(EXPIRED_PER_ROUND);
    expired += ended;
    if (ended < EXPIRED_PER_ROUND) break;
  }
  return expired;
}

/**
 * The search database's daily upkeep (decision 42), once a day so an idle cluster pauses
 * (decision 41): note documents whose note is gone are removed, notes left pending in the database
 * and attached files left pending are sent again (notes older than the removal mark carry no
 * trace in the notes table), and
 * attached files' passages past their question's retention end, with old tombstones. Which notes
 * still stand is the notes group's to say: its entry (functions/assistant-cross-check-handler.ts)
 * hands in `liveNoteIds`, as this group cannot import the notes group, which asks it for ingestion.
 */
export async function crossCheck(notes: {
  readonly liveNoteIds: LiveNotes;
}): Promise<{ orphans: number; resent: number; expired: number }> {
  // Each runs whatever the others do: a failure is reported (the function's error alarm) after the
  // others have done their work.
  const [orphans, resent, expired] = await Promise.allSettled([
    removeOrphans(notes.liveNoteIds),
    resendPendingDocuments(new Date(Date.now() - STALE_PENDING_MS).toISOString()),
    removeAllExpired(),
  ]);
  for (const outcome of [orphans, resent, expired]) if (outcome.status === 'rejected') throw outcome.reason;
  return {
    orphans: orphans.status === 'fulfilled' ? orphans.value : 0,
    resent: resent.status === 'fulfilled' ? resent.value : 0,
    expired: expired.status === 'fulfilled' ? expired.value : 0,
  };
}
