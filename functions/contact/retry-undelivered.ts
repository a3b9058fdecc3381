import type * as delivery from './delivery';
import type * as messages from './messages';
import { MAX_ATTEMPTS, type StoredMessage } from './messages';

export interface RetryDeps {
  readonly messages: Pick<typeof messages, 'listUndelivered' | 'giveUp'>;
  readonly delivery: Pick<typeof delivery, 'deliver'>;
}

const BATCH = 25;
/* A message still pending this long was left by a send that crashed; a younger one may be in flight. */
const STALE_PENDING_MS = 5 * 60 * 1000;
/* Rounds of one run: each round's exhausted messages leave the index, so the next sees newer ones. */
const MAX_ROUNDS = 5;

const exhausted = (message: StoredMessage) => (message.attempts ?? 0) >= MAX_ATTEMPTS;
const isDue = (message: StoredMessage) =>
  message.status === 'failed' || Date.now() - Date.parse(message.createdAt) > STALE_PENDING_MS;

/**
 * Scheduled job (every 10 minutes on AWS, every minute locally): mails again the contact messages
 * SES did not take, oldest first. A message out of tries leaves the retry index (kept, marked
 * failed), so however many pile up, newer messages are still reached.
 */
export async function retryUndelivered(
  deps: RetryDeps,
): Promise<{ sent: number; failed: number; gaveUp: number }> {
  let sent = 0;
  let failed = 0;
  let gaveUp = 0;
  const handled = new Set<string>();
  for (let round = 0; round < MAX_ROUNDS; round++) {
    let removed = 0;
    for (const message of await deps.messages.listUndelivered(BATCH)) {
      if (handled.has(message.messageId)) continue;
      handled.add(message.messageId);
      if (exhausted(message)) {
        await deps.messages.giveUp(message.messageId);
        removed++;
      } else if (isDue(message)) {
        if (await deps.delivery.deliver(message)) sent++;
        else failed++;
      }
    }
    gaveUp += removed;
    if (removed === 0) break;
  }
  return { sent, failed, gaveUp };
}
