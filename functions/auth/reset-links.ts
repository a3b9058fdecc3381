import { createHash, randomBytes } from 'node:crypto';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { dynamo } from '../lib/clients';
import { tableName } from '../lib/env';
import { unlessConditionFails } from '../lib/put-if-absent';
import { parseItem } from '../lib/stored-items';

/** A reset link works for 30 minutes, once. */
export const RESET_LINK_LIFETIME_SECONDS = 30 * 60;

export interface ResetLink {
  readonly login: string;
  readonly userId: string;
}

const storedLinkSchema = z.object({ login: z.string(), userId: z.string(), expiresAt: z.number() });

/* Only the hash is stored: someone who reads the table cannot use a link that is still live. */
const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Makes a link for the account and answers its token, which goes only into the mail. */
export async function createResetLink(account: ResetLink): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await dynamo().send(
    new PutCommand({
      TableName: tableName('passwordResets'),
      Item: {
        tokenHash: hashOf(token),
        login: account.login,
        userId: account.userId,
        expiresAt: nowSeconds() + RESET_LINK_LIFETIME_SECONDS,
      },
    }),
  );
  return token;
}

/**
 * Redeems a link: one conditional delete, so of any number of parallel uses exactly one gets the
 * account. An expired link is used up too (dynalite has no TTL, so expiry is checked here).
 */
export async function redeemResetLink(token: string): Promise<ResetLink | undefined> {
  const result = await unlessConditionFails(
    dynamo().send(
      new DeleteCommand({
        TableName: tableName('passwordResets'),
        Key: { tokenHash: hashOf(token) },
        ConditionExpression: 'attribute_exists(tokenHash)',
        ReturnValues: 'ALL_OLD',
      }),
    ),
  );
  const link = parseItem(storedLinkSchema, result?.Attributes, tableName('passwordResets'));
  if (!link || link.expiresAt <= nowSeconds()) return undefined;
  return { login: link.login, userId: link.userId };
}
