import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { dynamo } from '../lib/clients';
import { decodeCursor, encodeCursor } from '../lib/cursor';
import { tableName } from '../lib/env';
import { writeIfCondition } from '../lib/put-if-absent';

export interface StoredPost {
  readonly postId: string;
  readonly heading: string;
  readonly body: string;
  /** The event's date and time, as the author gave it. */
  readonly date: string;
  readonly imageFileId?: string;
  /** The image's address under /media/, which CloudFront serves. */
  readonly image?: string;
  readonly authorId: string;
  readonly authorName: string;
  readonly createdAt: string;
  readonly likes: number;
}

/* Every post sits in one index partition, ranked in it by `rank`. */
const FEED = 'posts';
const COUNT_DIGITS = 10;

/**
 * The index's sort key: the like count, zero-padded so strings sort as numbers, then the creation
 * time, so that read backwards the most liked come first and, among equals, the newest.
 */
export const rankOf = (likes: number, createdAt: string): string =>
  `${String(likes).padStart(COUNT_DIGITS, '0')}#${createdAt}`;

export async function createPost(post: StoredPost): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: tableName('forumPosts'),
      Item: { ...post, feed: FEED, rank: rankOf(post.likes, post.createdAt) },
      ConditionExpression: 'attribute_not_exists(postId)',
    }),
  );
}

export async function findPost(postId: string): Promise<StoredPost | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName('forumPosts'), Key: { postId } }),
  );
  return Item as StoredPost | undefined;
}

/** Changes a post's words; false when it is gone. Its likes and rank are left as they are. */
export function updatePostText(
  postId: string,
  text: Pick<StoredPost, 'heading' | 'body' | 'date'>,
): Promise<boolean> {
  return writeIfCondition(
    dynamo().send(
      new UpdateCommand({
        TableName: tableName('forumPosts'),
        Key: { postId },
        UpdateExpression: 'SET heading = :heading, body = :body, #date = :date',
        ConditionExpression: 'attribute_exists(postId)',
        ExpressionAttributeNames: { '#date': 'date' },
        ExpressionAttributeValues: { ':heading': text.heading, ':body': text.body, ':date': text.date },
      }),
    ),
  );
}

/** Deletes a post; false when another request deleted it first. */
export function deletePost(postId: string): Promise<boolean> {
  return writeIfCondition(
    dynamo().send(
      new DeleteCommand({
        TableName: tableName('forumPosts'),
        Key: { postId },
        ConditionExpression: 'attribute_exists(postId)',
      }),
    ),
  );
}

const cursorSchema = z.strictObject({ postId: z.uuid(), feed: z.literal(FEED), rank: z.string().max(100) });

/** Most liked first, ties newest first, a page at a time, through the `byLikes` index. */
export async function listPosts(
  limit: number,
  cursor?: string,
): Promise<{ posts: StoredPost[]; nextCursor?: string } | 'invalidCursor'> {
  const start = cursor === undefined ? undefined : decodeCursor(cursor, cursorSchema);
  if (cursor !== undefined && !start) return 'invalidCursor';
  const page = await dynamo().send(
    new QueryCommand({
      TableName: tableName('forumPosts'),
      IndexName: 'byLikes',
      KeyConditionExpression: 'feed = :feed',
      ExpressionAttributeValues: { ':feed': FEED },
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: start,
    }),
  );
  const last = page.LastEvaluatedKey;
  return { posts: (page.Items ?? []) as StoredPost[], nextCursor: last ? encodeCursor(last) : undefined };
}
