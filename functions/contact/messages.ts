import { randomUUID } from 'node:crypto';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ContactMessage } from '../../shared/schemas/contact';
import { dynamo } from '../lib/clients';
import { tableName } from '../lib/env';

export type DeliveryStatus = 'pending' | 'sent' | 'failed';

export async function storeMessage(message: ContactMessage, clientIp: string): Promise<string> {
  const messageId = randomUUID();
  await dynamo().send(
    new PutCommand({
      TableName: tableName('contactMessages'),
      Item: { messageId, ...message, clientIp, status: 'pending', createdAt: new Date().toISOString() },
    }),
  );
  return messageId;
}

export async function markDelivery(
  messageId: string,
  status: Exclude<DeliveryStatus, 'pending'>,
): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName('contactMessages'),
      Key: { messageId },
      UpdateExpression: 'SET #status = :status, updatedAt = :now ADD attempts :one',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':status': status, ':now': new Date().toISOString(), ':one': 1 },
    }),
  );
}
