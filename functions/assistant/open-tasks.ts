import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/clients/dynamo';
import { tableName } from '../lib/env';
import { writeIfCondition } from '../lib/put-if-absent';

/** Unfinished questions one person may have at once. */
export const MAX_OPEN_TASKS = 3;

/*
 * How long a slot holds without being given back: longer than a question may take (the page
 * stops waiting at GPT_POLL_GIVE_UP_MS), so a slot whose release was lost frees itself.
 */
export const SLOT_LIFETIME_SECONDS = 5 * 60;

/* One item per slot in the limits table, naming the task that holds it and when it lapses. */
const slotKey = (userId: string, slot: number) => ({ key: `gpt-slot#${userId}#${slot}` });
const SLOTS = Array.from({ length: MAX_OPEN_TASKS }, (_, slot) => slot);

/**
 * Takes one of the person's slots for a task: each slot is one item taken by a conditional put
 * that succeeds only when it is free or lapsed (dynalite has no TTL, so the condition checks the
 * time), so parallel submits never hold more than MAX_OPEN_TASKS. No counter to leak (decision 24).
 */
export async function takeSlot(
  userId: string,
  taskId: string,
  lifetimeSeconds = SLOT_LIFETIME_SECONDS,
): Promise<boolean> {
  const now = Math.floor(Date.now() / 1000);
  for (const slot of SLOTS) {
    const taken = await writeIfCondition(
      dynamo().send(
        new PutCommand({
          TableName: tableName('rateLimits'),
          Item: { ...slotKey(userId, slot), taskId, expiresAt: now + lifetimeSeconds },
          ConditionExpression: 'attribute_not_exists(#key) OR expiresAt <= :now',
          ExpressionAttributeNames: { '#key': 'key' },
          ExpressionAttributeValues: { ':now': now },
        }),
      ),
    );
    if (taken) return true;
  }
  return false;
}

/** Gives back the slot a task holds (a conditional delete naming the task; none held is no error). */
export async function releaseSlot(userId: string, taskId: string): Promise<void> {
  await Promise.all(
    SLOTS.map((slot) =>
      writeIfCondition(
        dynamo().send(
          new DeleteCommand({
            TableName: tableName('rateLimits'),
            Key: slotKey(userId, slot),
            ConditionExpression: 'taskId = :taskId',
            ExpressionAttributeValues: { ':taskId': taskId },
          }),
        ),
      ),
    ),
  );
}
