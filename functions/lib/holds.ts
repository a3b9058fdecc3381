import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from './clients/dynamo';
import { tableName } from './env';
import { writeIfCondition } from './put-if-absent';

/*
 * Short-lived holds, lib's own items in the rateLimits table beside its counters (decision 63): a
 * hold is one item taken by a conditional put that succeeds only when it is free or lapsed, and
 * given back by a conditional delete naming its holder. It lapses by itself (dynalite has no TTL,
 * so the condition checks the time), so a holder that crashed never keeps it. The admin lock
 * (functions/users/admin-lock.ts) and a person's open-question slots (functions/assistant/open-tasks.ts)
 * are holds.
 */

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Takes the hold `key` for `holder` for `lifetimeSeconds`, if no one holds it; says whether it did. */
export function takeHold(key: string, holder: string, lifetimeSeconds: number): Promise<boolean> {
  const now = nowSeconds();
  return writeIfCondition(
    dynamo().send(
      new PutCommand({
        TableName: tableName('rateLimits'),
        Item: { key, holder, expiresAt: now + lifetimeSeconds },
        ConditionExpression: 'attribute_not_exists(#key) OR expiresAt <= :now',
        ExpressionAttributeNames: { '#key': 'key' },
        ExpressionAttributeValues: { ':now': now },
      }),
    ),
  );
}

/** Gives back the hold `key` if `holder` has it: one that lapsed and was taken by another stays theirs. */
export function releaseHold(key: string, holder: string): Promise<boolean> {
  return writeIfCondition(
    dynamo().send(
      new DeleteCommand({
        TableName: tableName('rateLimits'),
        Key: { key },
        ConditionExpression: 'holder = :holder',
        ExpressionAttributeValues: { ':holder': holder },
      }),
    ),
  );
}
