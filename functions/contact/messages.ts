import { randomUUID } from 'node:crypto';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { type ContactMessage, undeliveredMailSchema } from '#shared/schemas/contact';
import { scopes, stampChange } from '../lib/change-stamps';
import { dynamo } from '../lib/clients/dynamo';
import { tableName } from '../lib/env';
import { writeIfCondition } from '../lib/put-if-absent';
import { type InvalidCursor, queryPage } from '../lib/query-page';
import {
  expiresAfterDays,
  isExpired,
  notExpiredFilter,
  RETENTION_DAYS_DEFAULTS,
  retentionDays,
} from '../lib/retention';

const DELIVERY_STATUSES = ['pending', 'sent', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/* As stored: the message as an Admin reads it once given up on, and its delivery so far. */
const storedMessageSchema = undeliveredMailSchema.extend({
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number().optional(),
  /** Epoch seconds: the end of the contact retention period (decision 20). */
  expiresAt: z.number().optional(),
});
export type StoredMessage = Readonly<z.infer<typeof storedMessageSchema>>;

/* Stored as `pending` and undelivered, so even a crash before SES answers leaves it to be retried. */
export async function storeMessage(message: ContactMessage, client: string): Promise<StoredMessage> {
  const stored: StoredMessage = {
    ...message,
    messageId: randomUUID(),
    status: 'pending',
    createdAt: new Date().toISOString(),
    expiresAt: expiresAfterDays(
      retentionDays(process.env.CONTACT_RETENTION_DAYS, RETENTION_DAYS_DEFAULTS.contact),
    ),
  };
  await dynamo().send(
    new PutCommand({
      TableName: tableName('contactMessages'),
      Item: { ...stored, client, undelivered: 'yes' },
    }),
  );
  return stored;
}

/** Takes a message out of the retry index for good; it stays stored, failed, for a person to see. */
export async function giveUp(messageId: string): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName('contactMessages'),
      Key: { messageId },
      UpdateExpression: 'SET #status = :failed, gaveUp = :yes, gaveUpAt = :now REMOVE undelivered',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':failed': 'failed', ':yes': 'yes', ':now': new Date().toISOString() },
    }),
  );
  // One more given up on the Admin's dashboard (decision 64); give-ups are rare, so one stamp each.
  await stampChange(scopes.admin);
}

export async function markDelivery(
  messageId: string,
  status: Exclude<DeliveryStatus, 'pending'>,
): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName('contactMessages'),
      Key: { messageId },
      UpdateExpression: `SET #status = :status, updatedAt = :now ADD attempts :one${status === 'sent' ? ' REMOVE undelivered' : ''}`,
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':status': status, ':now': new Date().toISOString(), ':one': 1 },
    }),
  );
}

/** The oldest messages SES has not taken yet. */
export async function listUndelivered(limit: number): Promise<StoredMessage[]> {
  const page = await queryPage({
    table: tableName('contactMessages'),
    index: 'undelivered',
    partition: 'yes',
    limit,
    item: storedMessageSchema,
  });
  // Past its retention a message is gone, though DynamoDB may not have deleted it yet.
  return page.items.filter((message) => !isExpired(message));
}

/** One page of the messages given up on, newest first; `invalidCursor` when the cursor is not ours. */
export async function listGivenUp(
  limit: number,
  cursor?: string,
): Promise<{ messages: StoredMessage[]; nextCursor?: string } | InvalidCursor> {
  const page = await queryPage({
    table: tableName('contactMessages'),
    index: 'gaveUp',
    partition: 'yes',
    descending: true,
    limit,
    cursor,
    // Expired messages are passed over, and the page filled from the next ones.
    filter: notExpiredFilter(),
    maxReads: 5,
    item: storedMessageSchema,
  });
  return page === 'invalidCursor' ? page : { messages: page.items, nextCursor: page.cursor };
}

/** Puts a given-up message back in the retry index with fresh tries; false when it was not given up. */
export async function sendAgain(messageId: string): Promise<boolean> {
  const again = await writeIfCondition(
    dynamo().send(
      new UpdateCommand({
        TableName: tableName('contactMessages'),
        Key: { messageId },
        UpdateExpression: 'SET undelivered = :yes, attempts = :zero REMOVE gaveUp, gaveUpAt',
        ConditionExpression: 'gaveUp = :yes',
        ExpressionAttributeValues: { ':yes': 'yes', ':zero': 0 },
      }),
    ),
  );
  // One fewer given up on the Admin's dashboard.
  if (again) await stampChange(scopes.admin);
  return again;
}
