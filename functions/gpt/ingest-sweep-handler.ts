import { resendPendingNotes } from './ingest/resend-pending';
import { removeExpired } from './store/documents';

/* A note pending this long lost its ingestion message: a 600-page PDF is indexed in seconds. */
const STALE_PENDING_MS = 15 * 60 * 1000;
/* Documents ended per run: a backlog goes over a few runs. */
const MAX_EXPIRED = 500;

/**
 * Scheduled job (every 10 minutes on AWS, every minute locally): notes left pending are sent for
 * ingestion again, and attached files' passages past their question's retention are removed, with
 * old tombstones.
 */
export async function handler(): Promise<{ resent: number; expired: number }> {
  // Each runs whatever the other does: a failure of one is reported (the function's error alarm)
  // after the other has done its work.
  const [resent, expired] = await Promise.allSettled([
    resendPendingNotes(new Date(Date.now() - STALE_PENDING_MS).toISOString()),
    removeExpired(MAX_EXPIRED),
  ]);
  if (resent.status === 'rejected') throw resent.reason;
  if (expired.status === 'rejected') throw expired.reason;
  return { resent: resent.value, expired: expired.value };
}
