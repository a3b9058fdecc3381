import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import type { ChatMessage } from '#shared/schemas/chat';
import { dynamo } from '../lib/clients/dynamo';
import { tableName } from '../lib/env';
import { queryPage } from '../lib/query-page';
import { expiresAfterDays, isExpired, RETENTION_DAYS_DEFAULTS, retentionDays } from '../lib/retention';

/* One room; the sort key is the time and the id, so two messages in one millisecond both stay. */
const ROOM = 'community';
export const CHAT_PAGE_SIZE = 50;

const storedMessageSchema = z.object({
  id: z.string(),
  text: z.string(),
  sender: z.string(),
  senderId: z.string(),
  sentAt: z.string(),
  position: z.string(),
  /** Epoch seconds: the end of the chat retention period (decision 20). */
  expiresAt: z.number().optional(),
});
type StoredMessage = Readonly<z.infer<typeof storedMessageSchema>>;

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
  const days = retentionDays(process.env.CHAT_RETENTION_DAYS, RETENTION_DAYS_DEFAULTS.chat);
  const stored: StoredMessage = {
    ...message,
    id,
    sentAt,
    position: `${sentAt}#${id}`,
    expiresAt: expiresAfterDays(days),
  };
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
  const { items } = await queryPage({
    table: tableName('chatMessages'),
    partition: ROOM,
    sort: after ? { after } : undefined,
    // The latest page is read newest first, then turned over; newer ones are read in order.
    descending: !after,
    limit: CHAT_PAGE_SIZE,
    item: storedMessageSchema,
  });
  // Past its retention a message is gone, though DynamoDB may not have deleted it yet.
  const kept = items.filter((item) => !isExpired(item));
  return (after ? kept : kept.reverse()).map(toMessage);
}
