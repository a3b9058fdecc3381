import { deliver } from './delivery';
import { listUndelivered } from './messages';

/* After this many tries a message waits for a person (it stays stored and marked failed). */
export const MAX_ATTEMPTS = 10;
const BATCH = 25;
/* A message still pending this long was left by a send that crashed; a younger one may be in flight. */
const STALE_PENDING_MS = 5 * 60 * 1000;

const isDue = (message: { status: string; createdAt: string; attempts?: number }) =>
  (message.attempts ?? 0) < MAX_ATTEMPTS &&
  (message.status === 'failed' || Date.now() - Date.parse(message.createdAt) > STALE_PENDING_MS);

/**
 * Scheduled job (every 10 minutes on AWS, every minute locally): mails again the contact messages
 * SES did not take, oldest first.
 */
export async function handler(): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  for (const message of await listUndelivered(BATCH)) {
    if (!isDue(message)) continue;
    if (await deliver(message)) sent++;
    else failed++;
  }
  return { sent, failed };
}
