import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import type { Announcement } from '../../shared/schemas/announcements';
import { dynamo } from '../lib/clients';
import { decodeCursor, encodeCursor } from '../lib/cursor';
import { tableName } from '../lib/env';

export interface StoredAnnouncement extends Announcement {
  readonly authorId: string;
}

/* One feed; the sort key is the time, with the id so two posts in one millisecond both stay. */
const FEED = 'announcements';

export async function saveAnnouncement(announcement: StoredAnnouncement): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: tableName('announcements'),
      Item: { ...announcement, feed: FEED, postedAt: `${announcement.postedAt}#${announcement.id}` },
    }),
  );
}

const cursorSchema = z.strictObject({ feed: z.literal(FEED), postedAt: z.string() });

/** Newest first, a page at a time. */
export async function listAnnouncements(
  limit: number,
  cursor?: string,
): Promise<{ announcements: StoredAnnouncement[]; nextCursor?: string } | 'invalidCursor'> {
  const start = cursor === undefined ? undefined : decodeCursor(cursor, cursorSchema);
  if (cursor !== undefined && !start) return 'invalidCursor';
  const page = await dynamo().send(
    new QueryCommand({
      TableName: tableName('announcements'),
      KeyConditionExpression: 'feed = :feed',
      ExpressionAttributeValues: { ':feed': FEED },
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: start,
    }),
  );
  const announcements = ((page.Items ?? []) as StoredAnnouncement[]).map((item) => ({
    ...item,
    postedAt: item.postedAt.split('#')[0] ?? item.postedAt,
  }));
  const last = page.LastEvaluatedKey;
  return { announcements, nextCursor: last ? encodeCursor(last) : undefined };
}
