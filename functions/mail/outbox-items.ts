import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { scopes, stampChange } from '../lib/change-stamps';
import { dynamo } from '../lib/clients/dynamo';
import { tableName } from '../lib/env';
import { type Lease, leases } from '../lib/lease';
import { writeIfCondition } from '../lib/put-if-absent';
import { countUpTo } from '../lib/query-page';
import type { OutboxItem } from './outbox';
import { mailQueue } from './queues';

/*
 * The mail worker's side of the outbox (outbox.ts stores the items). Every state change is one
 * conditional update, so of two deliveries of one message only one claims the mail, and only the
 * claim's holder settles it.
 */

const DAY_SECONDS = 24 * 60 * 60;
/* Kept after they settle for a person to look into a complaint; a failed mail longer. */
const KEPT_SECONDS = { sent: 7 * DAY_SECONDS, skipped: 7 * DAY_SECONDS, failed: 30 * DAY_SECONDS } as const;
export type Settled = keyof typeof KEPT_SECONDS;

/* The one partition of the sparse `failedMail` index. */
const FAILED_MAIL = 'failed';

const expiryOf = (status: Settled) => Math.floor(Date.now() / 1000) + KEPT_SECONDS[status];

export async function findMail(mailId: string): Promise<OutboxItem | undefined> {
  const answer = await dynamo().send(
    new GetCommand({ TableName: tableName('mailOutbox'), Key: { mailId }, ConsistentRead: true }),
  );
  return answer.Item as OutboxItem | undefined;
}

/* Mails are sent under a lease (lib/lease.ts): pending → sending (held) → sent, skipped or failed. */
const mailLeases = () => leases(tableName('mailOutbox'), mailQueue);
export type MailLease = Lease<'mailOutbox'>;

/**
 * Claims a pending mail for one try (pending → sending, one more attempt), or one whose lease is
 * stale (its worker died mid-try; SES may or may not have taken that mail).
 * Answers the lease and the item, or undefined when the mail is settled or another worker holds it.
 */
export async function claimMail(mailId: string): Promise<{ lease: MailLease; item: OutboxItem } | undefined> {
  const claimed = await mailLeases().claim(
    { mailId },
    {
      from: ['pending'],
      reclaim: ['sending'],
      set: { status: 'sending', updatedAt: new Date().toISOString() },
      add: { attempts: 1 },
    },
  );
  return claimed && { lease: claimed.lease, item: claimed.item as OutboxItem };
}

/** Settles a claimed mail under its lease: sent, skipped (no mail was due) or failed (given up on). */
export async function settleMail(lease: MailLease, status: Settled, lastError?: string): Promise<boolean> {
  const settled = await mailLeases().finish(lease, {
    status,
    updatedAt: new Date().toISOString(),
    expiresAt: expiryOf(status),
    ...(lastError !== undefined && { lastError }),
    // The sparse index the Admin's dashboard counts undelivered account mail by.
    ...(status === 'failed' && { failedMail: FAILED_MAIL }),
  });
  // A mail given up on is one more on the Admin's dashboard (decision 64).
  if (settled && status === 'failed') await stampChange(scopes.admin);
  return settled;
}

/** Account mails given up on and still kept (30 days), up to `cap`. */
export const countFailedMail = (cap: number) =>
  countUpTo({ table: tableName('mailOutbox'), index: 'failedMail', partition: FAILED_MAIL }, cap);

/**
 * Gives a claim back after a failed try (sending → pending), so the message's next delivery may
 * claim it at once; `failed` counts the try against the mail (throttling does not).
 */
export function releaseMail(lease: MailLease, failed: boolean, lastError: string): Promise<boolean> {
  return mailLeases().release(
    lease,
    { status: 'pending', updatedAt: new Date().toISOString(), lastError },
    { failures: failed ? 1 : 0 },
  );
}

/** Marks failed a mail whose message was dead-lettered, unless it settled meanwhile. */
export async function failUnsettledMail(mailId: string): Promise<boolean> {
  const failed = await writeIfCondition(
    dynamo().send(
      new UpdateCommand({
        TableName: tableName('mailOutbox'),
        Key: { mailId },
        UpdateExpression:
          'SET #status = :failed, failedMail = :failed, updatedAt = :at, expiresAt = :expires',
        ConditionExpression: '#status IN (:pending, :sending)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':failed': 'failed',
          ':pending': 'pending',
          ':sending': 'sending',
          ':at': new Date().toISOString(),
          ':expires': expiryOf('failed'),
        },
      }),
    ),
  );
  if (failed) await stampChange(scopes.admin);
  return failed;
}
