import { randomUUID } from 'node:crypto';
import { PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ContactMessage } from '../../shared/schemas/contact';
import { dynamo } from '../lib/clients';
import { tableName } from '../lib/env';

export type DeliveryStatus = 'pending' | 'sent' | 'failed';

export interface StoredMessage extends ContactMessage {
  readonly messageId: string;
  readonly status: DeliveryStatus;
  readonly attempts?: number;
  readonly createdAt: string;
}

/* Stored as `pending` and undelivered, so even a crash before SES answers leaves it to be retried. */
export async function storeMessage(message: ContactMessage, client: string): Promise<StoredMessage> {
  const stored: StoredMessage = {
    ...message,
    messageId: randomUUID(),
    status: 'pending',
    createdAt: new Date().toISOString(),
  };
  await dynamo().send(
    new PutCommand({
      TableName: tableName('contactMessages'),
      Item: { ...stored, client, undelivered: 'yes' },
    }),
  );
  return stored;
}

/* After this many tries a message waits for a person: it stays stored, marked failed, out of the retry index. */
export const MAX_ATTEMPTS = 10;

/** Takes a message out of the retry index for good; it stays stored, failed, for a person to see. */
export async function giveUp(messageId: string): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName('contactMessages'),
      Key: { messageId },
      UpdateExpression: 'SET #status = :failed, gaveUpAt = :now REMOVE undelivered',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':failed': 'failed', ':now': new Date().toISOString() },
    }),
  );
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
  const result = await dynamo().send(
    new QueryCommand({
      TableName: tableName('contactMessages'),
      IndexName: 'undelivered',
      KeyConditionExpression: 'undelivered = :yes',
      ExpressionAttributeValues: { ':yes': 'yes' },
      Limit: limit,
    }),
  );
  return (result.Items ?? []) as StoredMessage[];
}
