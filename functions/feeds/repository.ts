import { createHash, randomBytes } from 'node:crypto';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { dynamo } from '../lib/clients/dynamo';
import { tableName } from '../lib/env';
import { writeIfCondition } from '../lib/put-if-absent';
import { getItem } from '../lib/stored-items';

/*
 * Calendar feed tokens (decision 52): only the SHA-256 of a token is stored, so reading the table
 * gives no working address. Two items per user: the token's (naming the user) and the user's
 * (naming their one live token's hash).
 */
const TABLE = () => tableName('calendarFeeds');

export const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

const tokenItemSchema = z.object({ userId: z.string() });
const userItemSchema = z.object({ tokenHash: z.string(), madeAt: z.string() });

/** Whose feed a token opens, or undefined for an unknown or replaced one. */
export async function userOfToken(token: string): Promise<string | undefined> {
  const key = { key: `token#${hashOf(token)}` };
  return (await getItem({ table: TABLE(), key, item: tokenItemSchema, consistent: true }))?.userId;
}

export async function feedOf(userId: string): Promise<z.infer<typeof userItemSchema> | undefined> {
  const key = { key: `user#${userId}` };
  return getItem({ table: TABLE(), key, item: userItemSchema, consistent: true });
}

const remove = (key: string) => dynamo().send(new DeleteCommand({ TableName: TABLE(), Key: { key } }));

/*
 * A new token (256 random bits) for the user. The user's item moves to the new hash only if it
 * still names the one read, so of two parallel calls one wins and the other's token is removed;
 * the old token's item goes before the answer, so the old address is dead once this returns.
 */
export async function replaceToken(userId: string): Promise<{ token: string; madeAt: string } | undefined> {
  const before = await feedOf(userId);
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashOf(token);
  const madeAt = new Date().toISOString();
  await dynamo().send(new PutCommand({ TableName: TABLE(), Item: { key: `token#${tokenHash}`, userId } }));
  const moved = await writeIfCondition(
    dynamo().send(
      new PutCommand({
        TableName: TABLE(),
        Item: { key: `user#${userId}`, tokenHash, madeAt },
        ConditionExpression: before ? 'tokenHash = :before' : 'attribute_not_exists(#key)',
        ...(before
          ? { ExpressionAttributeValues: { ':before': before.tokenHash } }
          : { ExpressionAttributeNames: { '#key': 'key' } }),
      }),
    ),
  );
  if (!moved) {
    await remove(`token#${tokenHash}`);
    return undefined;
  }
  if (before) await remove(`token#${before.tokenHash}`);
  return { token, madeAt };
}
