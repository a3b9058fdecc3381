import {
  BatchGetCommand,
  BatchWriteCommand,
  DeleteCommand,
  GetCommand,
  PutCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { dynamo } from '../lib/clients/dynamo';
import { tableName } from '../lib/env';
import { unlessConditionFails, writeIfCondition } from '../lib/put-if-absent';
import { countItems, queryPage } from '../lib/query-page';
import { parseItem, parseItems } from '../lib/stored-items';
import { rankOf } from './posts';

/* A like's key: whose, on which post. */
const likeKeySchema = z.object({ postId: z.string(), userId: z.string() });
/* What a recount reads back from the post as it takes its ticket. */
const ticketSchema = z.object({ likeTickets: z.number(), createdAt: z.string() });

/* Requests of one person racing each other can undo each other's write; a few tries settle it. */
const TOGGLE_TRIES = 5;

const addLike = (postId: string, userId: string) =>
  writeIfCondition(
    dynamo().send(
      new PutCommand({
        TableName: tableName('forumLikes'),
        Item: { postId, userId, likedAt: new Date().toISOString() },
        ConditionExpression: 'attribute_not_exists(userId)',
      }),
    ),
  );

const removeLike = (postId: string, userId: string) =>
  writeIfCondition(
    dynamo().send(
      new DeleteCommand({
        TableName: tableName('forumLikes'),
        Key: { postId, userId },
        ConditionExpression: 'attribute_exists(userId)',
      }),
    ),
  );

/**
 * Likes the post for this person, or takes their like back: one item per person and post, added
 * or removed by a conditional write, so one person never counts twice. Says whether they like it;
 * when their own parallel requests keep flipping it, this one leaves it as they left it.
 */
export async function toggleLike(postId: string, userId: string): Promise<boolean> {
  for (let i = 0; i < TOGGLE_TRIES; i++) {
    if (await addLike(postId, userId)) return true;
    if (await removeLike(postId, userId)) return false;
  }
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName('forumLikes'), Key: { postId, userId }, ConsistentRead: true }),
  );
  return Item !== undefined;
}

const countLikes = (postId: string): Promise<number> =>
  countItems({ table: tableName('forumLikes'), partition: postId, consistent: true });

/**
 * Sets the post's count (and its rank) from the like items themselves, so it cannot drift. No
 * transactions: each recount first takes a ticket from the post (an atomic ADD), counts after
 * its own like was written, and writes only if no later ticket has written already. The recount
 * with the last ticket counts every like written before any ticket was taken, and any like
 * written later belongs to a request that takes a later ticket and counts again; so once the
 * requests end the count is exact. Answers the count this recount saw, or undefined when the post
 * is gone.
 */
export async function recountLikes(postId: string): Promise<number | undefined> {
  const taken = await unlessConditionFails(
    dynamo().send(
      new UpdateCommand({
        TableName: tableName('forumPosts'),
        Key: { postId },
        UpdateExpression: 'ADD likeTickets :one',
        ConditionExpression: 'attribute_exists(postId)',
        ExpressionAttributeValues: { ':one': 1 },
        ReturnValues: 'ALL_NEW',
      }),
    ),
  );
  const post = parseItem(ticketSchema, taken?.Attributes, tableName('forumPosts'));
  if (!post) return undefined;
  const { likeTickets: ticket, createdAt } = post;
  const likes = await countLikes(postId);
  await writeIfCondition(
    dynamo().send(
      new UpdateCommand({
        TableName: tableName('forumPosts'),
        Key: { postId },
        UpdateExpression: 'SET likes = :likes, #rank = :rank, countedTicket = :ticket',
        ConditionExpression:
          'attribute_exists(postId) AND (attribute_not_exists(countedTicket) OR countedTicket < :ticket)',
        ExpressionAttributeNames: { '#rank': 'rank' },
        ExpressionAttributeValues: { ':likes': likes, ':rank': rankOf(likes, createdAt), ':ticket': ticket },
      }),
    ),
  );
  return likes;
}

/** Which of these posts the person likes (one batch read; a page of posts is at most 100). */
export async function likedAmong(postIds: readonly string[], userId: string): Promise<Set<string>> {
  if (postIds.length === 0) return new Set();
  const table = tableName('forumLikes');
  let keys: Record<string, unknown>[] | undefined = postIds.map((postId) => ({ postId, userId }));
  const liked = new Set<string>();
  for (let i = 0; keys && keys.length > 0 && i < 5; i++) {
    const result = await dynamo().send(new BatchGetCommand({ RequestItems: { [table]: { Keys: keys } } }));
    for (const like of parseItems(likeKeySchema, result.Responses?.[table], table)) liked.add(like.postId);
    keys = result.UnprocessedKeys?.[table]?.Keys as Record<string, unknown>[] | undefined;
  }
  return liked;
}

/** Deletes every like of a deleted post, 25 at a time. */
export async function deleteLikesOf(postId: string): Promise<void> {
  const table = tableName('forumLikes');
  const { items } = await queryPage({
    table,
    partition: postId,
    attributes: ['postId', 'userId'],
    item: likeKeySchema,
  });
  for (let i = 0; i < items.length; i += 25) {
    const requests = items.slice(i, i + 25).map((Key) => ({ DeleteRequest: { Key } }));
    let unprocessed: typeof requests | undefined = requests;
    for (let tries = 0; unprocessed && unprocessed.length > 0 && tries < 5; tries++) {
      const result = await dynamo().send(new BatchWriteCommand({ RequestItems: { [table]: unprocessed } }));
      unprocessed = result.UnprocessedItems?.[table] as typeof requests | undefined;
    }
  }
}
