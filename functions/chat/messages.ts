import { randomUUID } from 'node:crypto';
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { ChatMessage } from '../../shared/schemas/chat';
import { dynamo } from '../lib/clients';
import { tableName } from '../lib/env';

/* One room; the sort key is the time and the id, so two messages in one millisecond both stay. */
const ROOM = 'community';
export const CHAT_PAGE_SIZE = 50;

interface StoredMessage {
  readonly id: string;
  readonly text: string;
  readonly sender: string;
  readonly senderId: string;
  readonly sentAt: string;
  readonly position: string;
}

const toMessage = ({ id, text, sender, sentAt, position }: StoredMessage): ChatMessage => ({
  id,
  text,
  sender,
  sentAt,
  cursor: position,
});

export async function saveMessage(message: {
  text: string;
  sender: string;
  senderId: string;
}): Promise<ChatMessage> {
  const sentAt = new Date().toISOString();
  const id = randomUUID();
  const stored: StoredMessage = { ...message, id, sentAt, position: `${sentAt}#${id}` };
  await dynamo().send(
    new PutCommand({ TableName: tableName('chatMessages'), Item: { ...stored, room: ROOM } }),
  );
  return toMessage(stored);
}

/**
 * The messages after `after`, oldest first (one small query: an idle room reads nothing), or
 * without it the latest page. Never a scan.
 */
export async function messagesAfter(after: string | undefined): Promise<ChatMessage[]> {
  const result = await dynamo().send(
    new QueryCommand({
      TableName: tableName('chatMessages'),
      KeyConditionExpression: after ? 'room = :room AND #position > :after' : 'room = :room',
      ExpressionAttributeNames: after ? { '#position': 'position' } : undefined,
      ExpressionAttributeValues: { ':room': ROOM, ...(after ? { ':after': after } : {}) },
      // The latest page is read newest first, then turned over; newer ones are read in order.
      ScanIndexForward: Boolean(after),
      Limit: CHAT_PAGE_SIZE,
    }),
  );
  const items = (result.Items ?? []) as StoredMessage[];
  return (after ? items : items.reverse()).map(toMessage);
}
