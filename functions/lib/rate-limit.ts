import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { dynamo } from './clients/dynamo';
import { tableName } from './env';
import { unlessConditionFails, writeIfCondition } from './put-if-absent';
import { parseItem } from './stored-items';

export interface RateLimit {
  /** What is counted, e.g. `login:account-client`. */
  readonly name: string;
  readonly limit: number;
  readonly windowSeconds: number;
}

/*
 * Fixed windows: one counter item per key and window, incremented atomically with ADD (a single-
 * item write, which dynalite supports), and expired by TTL once the window is over.
 */
function windowKey(rule: RateLimit, subject: string, now: number) {
  const window = Math.floor(now / rule.windowSeconds);
  return { key: `${rule.name}#${subject}#${window}`, endsAt: (window + 1) * rule.windowSeconds };
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/* What an increment answers: the counter as it now stands. */
const counterSchema = z.object({ count: z.number() });

/**
 * Takes one attempt, in one conditional write, only while the subject is under the limit: N
 * parallel requests can never take more than the limit allows, because the count is checked and
 * raised by DynamoDB itself, before any expensive work. Answers the count this attempt reached
 * (1 to the limit), or 0 when it was refused.
 */
export async function takeCountedAttempt(rule: RateLimit, subject: string): Promise<number> {
  const { key, endsAt } = windowKey(rule, subject, nowSeconds());
  const result = await unlessConditionFails(
    dynamo().send(
      new UpdateCommand({
        TableName: tableName('rateLimits'),
        Key: { key },
        UpdateExpression: 'ADD #count :one SET expiresAt = :expiresAt',
        ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':one': 1, ':expiresAt': endsAt, ':limit': rule.limit },
        ReturnValues: 'UPDATED_NEW',
      }),
    ),
  );
  if (!result) return 0;
  return parseItem(counterSchema, result.Attributes, tableName('rateLimits'))?.count ?? 1;
}

/** Takes one attempt while the subject is under the limit (see takeCountedAttempt). */
export async function takeAttempt(rule: RateLimit, subject: string): Promise<boolean> {
  return (await takeCountedAttempt(rule, subject)) > 0;
}

/**
 * Gives back attempts that turned out not to count (a success, or a request refused elsewhere),
 * never taking the counter below zero.
 */
export async function returnAttempt(rule: RateLimit, subject: string, attempts = 1): Promise<void> {
  if (attempts < 1) return;
  const { key } = windowKey(rule, subject, nowSeconds());
  await writeIfCondition(
    dynamo().send(
      new UpdateCommand({
        TableName: tableName('rateLimits'),
        Key: { key },
        UpdateExpression: 'ADD #count :minus',
        ConditionExpression: '#count >= :attempts',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':minus': -attempts, ':attempts': attempts },
      }),
    ),
  );
}

/** Counts one more event, whatever the count, and answers the count it reached. */
export async function countUp(rule: RateLimit, subject: string): Promise<number> {
  const { key, endsAt } = windowKey(rule, subject, nowSeconds());
  const result = await dynamo().send(
    new UpdateCommand({
      TableName: tableName('rateLimits'),
      Key: { key },
      UpdateExpression: 'ADD #count :one SET expiresAt = :expiresAt',
      ExpressionAttributeNames: { '#count': 'count' },
      ExpressionAttributeValues: { ':one': 1, ':expiresAt': endsAt },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return parseItem(counterSchema, result.Attributes, tableName('rateLimits'))?.count ?? 1;
}

/** Counts one more event; answers the seconds to wait if this one went over the limit, else 0. */
export async function countEvent(rule: RateLimit, subject: string): Promise<number> {
  const now = nowSeconds();
  const count = await countUp(rule, subject);
  return count > rule.limit ? windowKey(rule, subject, now).endsAt - now : 0;
}

export async function clearCount(rule: RateLimit, subject: string): Promise<void> {
  const { key } = windowKey(rule, subject, nowSeconds());
  await dynamo().send(new DeleteCommand({ TableName: tableName('rateLimits'), Key: { key } }));
}
