import { PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { type Announcement, announcementSchema } from '#shared/schemas/announcements';
import { dynamo } from '../lib/clients/dynamo';
import { tableName } from '../lib/env';
import { countUpTo, type InvalidCursor, queryPage } from '../lib/query-page';

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

/* As stored: the announcement, its author's id, and its place in the feed (time#id). */
const storedSchema = announcementSchema.extend({ authorId: z.string() });

/** Newest first, a page at a time. */
export async function listAnnouncements(
  limit: number,
  cursor?: string,
): Promise<{ announcements: StoredAnnouncement[]; nextCursor?: string } | InvalidCursor> {
  const page = await queryPage({
    table: tableName('announcements'),
    partition: FEED,
    descending: true,
    limit,
    cursor,
    item: storedSchema,
  });
  if (page === 'invalidCursor') return page;
  const announcements = page.items.map((item) => ({
    ...item,
    postedAt: item.postedAt.split('#')[0] ?? item.postedAt,
  }));
  return { announcements, nextCursor: page.cursor };
}

/** Announcements posted after `after` (an ISO time; all of them without it), up to `cap`. */
export const countPostedAfter = (after: string | undefined, cap: number) =>
  countUpTo(
    {
      table: tableName('announcements'),
      partition: FEED,
      // The sort key is time#id, so every announcement of a later time sorts after the bare time.
      ...(after !== undefined && { sort: { after } }),
    },
    cap,
  );
