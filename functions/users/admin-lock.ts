import { randomUUID } from 'node:crypto';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/clients/dynamo';
import { tableName } from '../lib/env';
import { writeIfCondition } from '../lib/put-if-absent';

/*
 * One lock for every change that may take an Admin account out of use (disable, delete): an item
 * taken with a conditional put (dynalite has no transactions). While an Admin holds it, the guard
 * re-reads the caller's own account and no other such change can land, so the caller, who is not
 * the target, is still an active Admin when the change is written: the last Admin cannot go. The
 * item lives in rateLimits, the table of short-lived counters, and expires: a holder that crashed
 * frees it after LOCK_SECONDS (readers check the expiry, as dynalite has no TTL).
 */
const LOCK_KEY = 'lock#admin-accounts';
const LOCK_SECONDS = 10;
/** How long a change waits for another to finish before it answers "busy". */
const WAIT_MS = 5000;

const nowSeconds = () => Math.floor(Date.now() / 1000);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function take(holder: string): Promise<boolean> {
  return writeIfCondition(
    dynamo().send(
      new PutCommand({
        TableName: tableName('rateLimits'),
        Item: { key: LOCK_KEY, holder, expiresAt: nowSeconds() + LOCK_SECONDS },
        ConditionExpression: 'attribute_not_exists(#key) OR expiresAt < :now',
        ExpressionAttributeNames: { '#key': 'key' },
        ExpressionAttributeValues: { ':now': nowSeconds() },
      }),
    ),
  );
}

/* Only the holder frees it: a lock that expired and was taken by another stays theirs. */
function release(holder: string): Promise<boolean> {
  return writeIfCondition(
    dynamo().send(
      new DeleteCommand({
        TableName: tableName('rateLimits'),
        Key: { key: LOCK_KEY },
        ConditionExpression: 'holder = :holder',
        ExpressionAttributeValues: { ':holder': holder },
      }),
    ),
  );
}

/** Runs `work` holding the lock; 'busy' when another change held it for all of WAIT_MS. */
export async function withAdminLock<T>(work: () => Promise<T>): Promise<T | 'busy'> {
  const holder = randomUUID();
  const giveUpAt = Date.now() + WAIT_MS;
  while (!(await take(holder))) {
    if (Date.now() > giveUpAt) return 'busy';
    await pause(40 + Math.random() * 80);
  }
  try {
    return await work();
  } finally {
    await release(holder);
  }
}
