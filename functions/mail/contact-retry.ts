import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import type { ContactMessage } from '#shared/schemas/contact';
import { MAIL_BACKLOG_METRIC, METRICS_NAMESPACE } from '../lib/metrics-names';
import { type ContactMailOutcomes, deliverContactMail } from './contact-delivery';

/** A stored contact message as the retry reads it: its delivery so far. */
export interface UndeliveredContactMessage extends ContactMessage {
  readonly messageId: string;
  readonly status: 'pending' | 'sent' | 'failed';
  readonly attempts?: number;
  readonly createdAt: string;
}

/** The contact group's messages, as the retry needs them (the index of those SES has not taken). */
export interface UndeliveredContactMail extends ContactMailOutcomes {
  readonly listUndelivered: (limit: number) => Promise<readonly UndeliveredContactMessage[]>;
  /** Takes a message out of the retry index for good; it stays stored, failed, for a person. */
  readonly giveUp: (messageId: string) => Promise<void>;
}

/* After this many tries a message waits for a person: it stays stored, marked failed, out of the retry index. */
export const MAX_ATTEMPTS = 10;
const BATCH = 25;
/* A message still pending this long was left by a send that crashed; a younger one may be in flight. */
const STALE_PENDING_MS = 5 * 60 * 1000;
/* Rounds of one run: each round's exhausted messages leave the index, so the next sees newer ones. */
const MAX_ROUNDS = 5;

const exhausted = (message: UndeliveredContactMessage) => (message.attempts ?? 0) >= MAX_ATTEMPTS;
const isDue = (message: UndeliveredContactMessage) =>
  message.status === 'failed' || Date.now() - Date.parse(message.createdAt) > STALE_PENDING_MS;

/**
 * The scheduled job (every 10 minutes on AWS, every minute locally; its entry is the contact
 * group's retry-handler.ts, which hands in the messages table): mails again the contact messages
 * SES did not take, oldest first. A message out of tries leaves the retry index (kept, marked
 * failed), so however many pile up, newer messages are still reached.
 */
export async function retryContactMail(
  store: UndeliveredContactMail,
): Promise<{ sent: number; failed: number; gaveUp: number }> {
  let sent = 0;
  let failed = 0;
  let gaveUp = 0;
  const handled = new Set<string>();
  for (let round = 0; round < MAX_ROUNDS; round++) {
    let removed = 0;
    for (const message of await store.listUndelivered(BATCH)) {
      if (handled.has(message.messageId)) continue;
      handled.add(message.messageId);
      if (exhausted(message)) {
        await store.giveUp(message.messageId);
        removed++;
      } else if (isDue(message)) {
        if (await deliverContactMail(message, store)) sent++;
        else failed++;
      }
    }
    gaveUp += removed;
    if (removed === 0) break;
  }
  reportBacklog(failed);
  return { sent, failed, gaveUp };
}

/* Still waiting for SES after this run: the alarm on it calls a person when SES stays down. */
function reportBacklog(waiting: number): void {
  const metrics = new Metrics({ namespace: METRICS_NAMESPACE, serviceName: 'campus' });
  metrics.addMetric(MAIL_BACKLOG_METRIC, MetricUnit.Count, waiting);
  metrics.publishStoredMetrics();
}
