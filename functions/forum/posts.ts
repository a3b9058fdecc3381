import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { dynamo } from '../lib/clients/dynamo';
import { tableName } from '../lib/env';
import { writeIfCondition } from '../lib/put-if-absent';
import { type InvalidCursor, queryPage } from '../lib/query-page';
import { getItem } from '../lib/stored-items';

const storedPostSchema = z.object({
  postId: z.string(),
  heading: z.string(),
  body: z.string(),
  /** The event's date and time, as the author gave it. */
  date: z.string(),
  imageFileId: z.string().optional(),
  /** The image's address under /media/, which CloudFront serves. */
  image: z.string().optional(),
  authorId: z.string(),
  authorName: z.string(),
  createdAt: z.string(),
  likes: z.number(),
});
export type StoredPost = Readonly<z.infer<typeof storedPostSchema>>;

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

export function findPost(postId: string): Promise<StoredPost | undefined> {
  return getItem({ table: tableName('forumPosts'), key: { postId }, item: storedPostSchema });
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

/** Most liked first, ties newest first, a page at a time, through the `byLikes` index. */
export async function listPosts(
  limit: number,
  cursor?: string,
): Promise<{ posts: StoredPost[]; nextCursor?: string } | InvalidCursor> {
  const page = await queryPage({
    table: tableName('forumPosts'),
    index: 'byLikes',
    partition: FEED,
    descending: true,
    limit,
    cursor,
    item: storedPostSchema,
  });
  return page === 'invalidCursor' ? page : { posts: page.items, nextCursor: page.cursor };
}
