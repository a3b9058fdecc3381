import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/clients/dynamo';
import { tableName } from '../lib/env';
import type { OutboxItem } from '../lib/mail-outbox';
import { unlessConditionFails, writeIfCondition } from '../lib/put-if-absent';

/*
 * The mail worker's side of the outbox (functions/lib/mail-outbox.ts stores the items). Every state
 * change is one conditional update, so of two deliveries of one message only one claims the mail,
 * and only the claim's holder settles it.
 */

const DAY_SECONDS = 24 * 60 * 60;
/* Kept after they settle for a person to look into a complaint; a failed mail longer. */
const KEPT_SECONDS = { sent: 7 * DAY_SECONDS, skipped: 7 * DAY_SECONDS, failed: 30 * DAY_SECONDS } as const;
export type Settled = keyof typeof KEPT_SECONDS;

const expiryOf = (status: Settled) => Math.floor(Date.now() / 1000) + KEPT_SECONDS[status];

export async function findMail(mailId: string): Promise<OutboxItem | undefined> {
  const answer = await dynamo().send(
    new GetCommand({ TableName: tableName('mailOutbox'), Key: { mailId }, ConsistentRead: true }),
  );
  return answer.Item as OutboxItem | undefined;
}

/**
 * Claims a pending mail for one try (pending → sending, one more attempt), or one whose claim is
 * older than `staleAfterMs` (its worker died mid-try; SES may or may not have taken that mail).
 * Answers the claimed item, or undefined when the mail is settled or another worker holds it.
 */
export async function claimMail(mailId: string, staleAfterMs: number): Promise<OutboxItem | undefined> {
  const now = Date.now();
  const answer = await unlessConditionFails(
    dynamo().send(
      new UpdateCommand({
        TableName: tableName('mailOutbox'),
        Key: { mailId },
        UpdateExpression: 'SET #status = :sending, claimedAt = :now, updatedAt = :at ADD attempts :one',
        ConditionExpression:
          'attribute_exists(mailId) AND (#status = :pending OR (#status = :sending AND claimedAt < :stale))',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':sending': 'sending',
          ':pending': 'pending',
          ':now': now,
          ':stale': now - staleAfterMs,
          ':at': new Date(now).toISOString(),
          ':one': 1,
        },
        ReturnValues: 'ALL_NEW',
      }),
    ),
  );
  return answer?.Attributes as OutboxItem | undefined;
}

/** Settles a claimed mail: sent, skipped (no mail was due) or failed (given up on). */
export function settleMail(item: OutboxItem, status: Settled, lastError?: string): Promise<boolean> {
  return writeIfCondition(
    dynamo().send(
      new UpdateCommand({
        TableName: tableName('mailOutbox'),
        Key: { mailId: item.mailId },
        UpdateExpression: `SET #status = :status, updatedAt = :at, expiresAt = :expires${
          lastError === undefined ? '' : ', lastError = :error'
        }`,
        ConditionExpression: '#status = :sending AND claimedAt = :claim',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':status': status,
          ':sending': 'sending',
          ':claim': item.claimedAt,
          ':at': new Date().toISOString(),
          ':expires': expiryOf(status),
          ...(lastError === undefined ? {} : { ':error': lastError }),
        },
      }),
    ),
  );
}

/**
 * Gives a claim back after a failed try (sending → pending), so the message's next delivery may
 * claim it at once; `failed` counts the try against the mail (throttling does not).
 */
export function releaseMail(item: OutboxItem, failed: boolean, lastError: string): Promise<boolean> {
  return writeIfCondition(
    dynamo().send(
      new UpdateCommand({
        TableName: tableName('mailOutbox'),
        Key: { mailId: item.mailId },
        UpdateExpression: 'SET #status = :pending, updatedAt = :at, lastError = :error ADD failures :count',
        ConditionExpression: '#status = :sending AND claimedAt = :claim',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':pending': 'pending',
          ':sending': 'sending',
          ':claim': item.claimedAt,
          ':at': new Date().toISOString(),
          ':error': lastError,
          ':count': failed ? 1 : 0,
        },
      }),
    ),
  );
}

/** Marks failed a mail whose message was dead-lettered, unless it settled meanwhile. */
export function failUnsettledMail(mailId: string): Promise<boolean> {
  return writeIfCondition(
    dynamo().send(
      new UpdateCommand({
        TableName: tableName('mailOutbox'),
        Key: { mailId },
        UpdateExpression: 'SET #status = :failed, updatedAt = :at, expiresAt = :expires',
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
}
