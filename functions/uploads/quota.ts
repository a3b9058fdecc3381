import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/clients/dynamo';
import { tableName } from '../lib/env';
import { writeIfCondition } from '../lib/put-if-absent';

/*
 * One account's upload usage (decision 20): an item in the files table, whose API ids are UUIDs, so
 * no request can name it. `used` is every byte the account holds or may soon hold: `stored` (its
 * confirmed files) plus each live reservation, an attribute `r_<fileId>` = { size, until }. A request
 * reserves its declared size with one conditional update (`used` ≤ quota − size, since DynamoDB
 * conditions cannot add); parallel requests are serialized on the item, so none passes the quota.
 * A reservation not confirmed by `until` is released by the account's next request.
 */
const usageKey = (userId: string) => ({ fileId: `usage#${userId}` });
const reservation = (fileId: string) => `r_${fileId}`;
/* DynamoDB reserves both words. */
const USAGE_NAMES = { '#used': 'used', '#stored': 'stored' };

interface Reservation {
  readonly size: number;
  readonly until: number;
}

const isReservation = (value: unknown): value is Reservation =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Reservation).size === 'number' &&
  typeof (value as Reservation).until === 'number';

/** Takes a reservation out of `used`, once: a second release finds it gone. */
export function releaseReservation(userId: string, fileId: string, size: number): Promise<boolean> {
  return writeIfCondition(
    dynamo().send(
      new UpdateCommand({
        TableName: tableName('files'),
        Key: usageKey(userId),
        UpdateExpression: 'REMOVE #r ADD #used :minus',
        ConditionExpression: 'attribute_exists(#r)',
        ExpressionAttributeNames: { '#r': reservation(fileId), '#used': 'used' },
        ExpressionAttributeValues: { ':minus': -size },
      }),
    ),
  );
}

/* Releases the account's reservations past their `until` (uploads never confirmed). */
async function releaseExpired(userId: string, nowSeconds: number): Promise<void> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName('files'), Key: usageKey(userId), ConsistentRead: true }),
  );
  const expired = Object.entries(Item ?? {}).flatMap(([name, value]) =>
    name.startsWith('r_') && isReservation(value) && value.until < nowSeconds
      ? [{ fileId: name.slice(2), size: value.size }]
      : [],
  );
  for (const { fileId, size } of expired) await releaseReservation(userId, fileId, size);
}

/**
 * Reserves `size` bytes for an upload until `until` (epoch seconds), if the account's usage stays
 * within `quotaBytes`; false when it would not.
 */
export async function reserve(
  userId: string,
  fileId: string,
  input: { readonly size: number; readonly until: number; readonly quotaBytes: number },
): Promise<boolean> {
  const room = input.quotaBytes - input.size;
  if (room < 0) return false;
  await releaseExpired(userId, Math.floor(Date.now() / 1000));
  const entry: Reservation = { size: input.size, until: input.until };
  return writeIfCondition(
    dynamo().send(
      new UpdateCommand({
        TableName: tableName('files'),
        Key: usageKey(userId),
        UpdateExpression: 'SET #r = :entry ADD #used :size',
        ConditionExpression: 'attribute_not_exists(#used) OR #used <= :room',
        ExpressionAttributeNames: { '#r': reservation(fileId), '#used': 'used' },
        ExpressionAttributeValues: { ':entry': entry, ':size': input.size, ':room': room },
      }),
    ),
  );
}

/**
 * A confirmed upload: its reservation (the declared size) becomes `size` stored bytes. Were the
 * reservation already released (confirmed after its `until`), the bytes are counted all the same.
 */
export async function storeReserved(userId: string, fileId: string, reserved: number, size: number) {
  const moved = await writeIfCondition(
    dynamo().send(
      new UpdateCommand({
        TableName: tableName('files'),
        Key: usageKey(userId),
        UpdateExpression: 'REMOVE #r ADD #used :change, #stored :size',
        ConditionExpression: 'attribute_exists(#r)',
        ExpressionAttributeNames: { '#r': reservation(fileId), ...USAGE_NAMES },
        ExpressionAttributeValues: { ':change': size - reserved, ':size': size },
      }),
    ),
  );
  if (moved) return;
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName('files'),
      Key: usageKey(userId),
      UpdateExpression: 'ADD #used :size, #stored :size',
      ExpressionAttributeNames: USAGE_NAMES,
      ExpressionAttributeValues: { ':size': size },
    }),
  );
}

/**
 * A confirmed upload that counts for a while only (an attachment): its reservation takes the real
 * size and lasts `until`, when the account's next request releases it.
 */
export async function keepReserved(
  userId: string,
  fileId: string,
  input: { readonly reserved: number; readonly size: number; readonly until: number },
): Promise<void> {
  const entry: Reservation = { size: input.size, until: input.until };
  const update = (change: number, condition?: string) =>
    writeIfCondition(
      dynamo().send(
        new UpdateCommand({
          TableName: tableName('files'),
          Key: usageKey(userId),
          UpdateExpression: 'SET #r = :entry ADD #used :change',
          ConditionExpression: condition,
          ExpressionAttributeNames: { '#r': reservation(fileId), '#used': 'used' },
          ExpressionAttributeValues: { ':entry': entry, ':change': change },
        }),
      ),
    );
  // Released already (confirmed after its `until`): counted afresh.
  if (!(await update(input.size - input.reserved, 'attribute_exists(#r)'))) await update(input.size);
}

/** A deleted file's bytes, given back to its owner. */
export async function releaseStored(userId: string, size: number): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName('files'),
      Key: usageKey(userId),
      UpdateExpression: 'ADD #used :minus, #stored :minus',
      ExpressionAttributeNames: USAGE_NAMES,
      ExpressionAttributeValues: { ':minus': -size },
    }),
  );
}

/** The account's usage in bytes: stored, and stored plus live reservations (for tests and support). */
export async function usage(userId: string): Promise<{ used: number; stored: number }> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName('files'), Key: usageKey(userId), ConsistentRead: true }),
  );
  return { used: Number(Item?.used ?? 0), stored: Number(Item?.stored ?? 0) };
}
