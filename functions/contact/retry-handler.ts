import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { MAIL_BACKLOG_METRIC, METRICS_NAMESPACE } from '../lib/metrics-names';
import { deliver } from './delivery';
import { giveUp, listUndelivered, MAX_ATTEMPTS, type StoredMessage } from './messages';

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
export async function handler(): Promise<{ sent: number; failed: number; gaveUp: number }> {
  let sent = 0;
  let failed = 0;
  let gaveUp = 0;
  const handled = new Set<string>();
  for (let round = 0; round < MAX_ROUNDS; round++) {
    let removed = 0;
    for (const message of await listUndelivered(BATCH)) {
      if (handled.has(message.messageId)) continue;
      handled.add(message.messageId);
      if (exhausted(message)) {
        await giveUp(message.messageId);
        removed++;
      } else if (isDue(message)) {
        if (await deliver(message)) sent++;
        else failed++;
      }
    }
    gaveUp += removed;
    if (removed === 0) break;
  }
  // Still waiting for SES after this run: the alarm on it calls a person when SES stays down.
  const metrics = new Metrics({ namespace: METRICS_NAMESPACE, serviceName: 'campus' });
  metrics.addMetric(MAIL_BACKLOG_METRIC, MetricUnit.Count, failed);
  metrics.publishStoredMetrics();
  return { sent, failed, gaveUp };
}
