import { randomUUID } from 'node:crypto';
import { releaseHold, takeHold } from '../lib/holds';

/*
 * One lock for every change that may take an Admin account out of use (disable, delete): one of
 * lib's holds (functions/lib/holds.ts), as dynalite has no transactions. While an Admin holds it,
 * the guard re-reads the caller's own account and no other such change can land, so the caller,
 * who is not the target, is still an active Admin when the change is written: the last Admin
 * cannot go. It lapses: a holder that crashed frees it after LOCK_SECONDS.
 */
const LOCK_KEY = 'lock#admin-accounts';
const LOCK_SECONDS = 10;
/** How long a change waits for another to finish before it answers "busy". */
const WAIT_MS = 5000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `work` holding the lock; 'busy' when another change held it for all of WAIT_MS. */
export async function withAdminLock<T>(work: () => Promise<T>): Promise<T | 'busy'> {
  const holder = randomUUID();
  const giveUpAt = Date.now() + WAIT_MS;
  while (!(await takeHold(LOCK_KEY, holder, LOCK_SECONDS))) {
    if (Date.now() > giveUpAt) return 'busy';
    await pause(40 + Math.random() * 80);
  }
  try {
    return await work();
  } finally {
    // Only the holder frees it: a lock that expired and was taken by another stays theirs.
    await releaseHold(LOCK_KEY, holder);
  }
}
