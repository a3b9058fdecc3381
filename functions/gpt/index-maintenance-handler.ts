import { buildSnapshot } from './index-store/snapshot';
import { resendPendingNotes } from './ingest/resend-pending';

/* A note pending this long lost its ingestion message: a 600-page PDF is indexed in seconds. */
const STALE_PENDING_MS = 15 * 60 * 1000;

/**
 * Scheduled job (every 10 minutes on AWS, every minute locally) that keeps the assistant's index
 * whole (decisions 23 and 27): notes left pending are sent for ingestion again, and the snapshot's
 * shards take in every change since the last run, so a cold worker reads a few objects.
 */
export async function handler(): Promise<{ resent: number; changes: number; shardsWritten: number }> {
  // Each runs whatever the other does: a failure of one is reported (the function's error alarm)
  // after the other has done its work.
  const [resent, build] = await Promise.allSettled([
    resendPendingNotes(new Date(Date.now() - STALE_PENDING_MS).toISOString()),
    buildSnapshot(),
  ]);
  if (resent.status === 'rejected') throw resent.reason;
  if (build.status === 'rejected') throw build.reason;
  return { resent: resent.value, ...build.value };
}
