import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/clients';
import { tableName } from '../lib/env';
import { writeIfCondition } from '../lib/put-if-absent';

/** Unfinished questions one person may have at once. */
export const MAX_OPEN_TASKS = 3;

/* One counter item per person in the limits table; it has no expiry, it goes back down instead. */
const key = (userId: string) => ({ key: `gpt-open#${userId}` });

/** Takes one of the person's slots in one conditional write, so parallel submits cannot overrun it. */
export function takeSlot(userId: string): Promise<boolean> {
  return writeIfCondition(
    dynamo().send(
      new UpdateCommand({
        TableName: tableName('rateLimits'),
        Key: key(userId),
        UpdateExpression: 'ADD #open :one',
        ConditionExpression: 'attribute_not_exists(#open) OR #open < :max',
        ExpressionAttributeNames: { '#open': 'open' },
        ExpressionAttributeValues: { ':one': 1, ':max': MAX_OPEN_TASKS },
      }),
    ),
  );
}

/** Gives a slot back (a task finished, or never started). */
export async function releaseSlot(userId: string): Promise<void> {
  await writeIfCondition(
    dynamo().send(
      new UpdateCommand({
        TableName: tableName('rateLimits'),
        Key: key(userId),
        UpdateExpression: 'ADD #open :minusOne',
        ConditionExpression: '#open > :zero',
        ExpressionAttributeNames: { '#open': 'open' },
        ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
      }),
    ),
  );
}
