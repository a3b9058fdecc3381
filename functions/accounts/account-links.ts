import { createHash, randomBytes } from 'node:crypto';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { dynamo } from '../lib/clients/dynamo';
import { tableName } from '../lib/env';
import { unlessConditionFails } from '../lib/put-if-absent';
import type { Account } from './accounts';

/**
 * Single-use links mailed to an account: a password reset, an email confirmation, an invitation
 * to set the first password (roster import). Each works once, for its own lifetime.
 */
export const LINK_PURPOSES = ['reset', 'confirm', 'invite'] as const;
export type LinkPurpose = (typeof LINK_PURPOSES)[number];

export const LINK_LIFETIME_SECONDS: Readonly<Record<LinkPurpose, number>> = {
  reset: 30 * 60,
  confirm: 24 * 60 * 60,
  invite: 7 * 24 * 60 * 60,
};

/** What a redeemed link answers: whose it is, what for, and the password version it was made under. */
export interface AccountLink {
  readonly login: string;
  readonly userId: string;
  readonly purpose: LinkPurpose;
  /**
   * The account's passwordVersion when the link was made. A link that sets a password does so only
   * while the account is still at this version (accounts.ts), so a change or reset since kills it.
   */
  readonly passwordVersion: number;
}

/*
 * The links live in the table first made for reset links, `passwordResets`, under its old name:
 * the data stack builds each table's logical id from its id in tables.ts, so a new name would make
 * CloudFormation replace the table (a new physical table, the old one and its live links
 * dropped) and rename its environment variable in every function. The key (the token's hash) and
 * the TTL attribute suit every purpose as they are; `purpose` is one more attribute.
 */
const LINKS_TABLE = () => tableName('passwordResets');

const storedLinkSchema = z.object({
  login: z.string(),
  userId: z.string(),
  purpose: z.enum(LINK_PURPOSES),
  passwordVersion: z.number().int(),
  expiresAt: z.number(),
});

/* Only the hash is stored: someone who reads the table cannot use a link that is still live. */
const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');
const nowSeconds = () => Math.floor(Date.now() / 1000);

type LinkedAccount = Pick<Account, 'login' | 'userId' | 'passwordVersion'>;

/* A new link's token (which goes only into the mail) and its stored item (which holds its hash). */
function newLink(account: LinkedAccount, purpose: LinkPurpose) {
  const token = randomBytes(32).toString('base64url');
  const item = {
    tokenHash: hashOf(token),
    login: account.login,
    userId: account.userId,
    purpose,
    passwordVersion: account.passwordVersion,
    expiresAt: nowSeconds() + LINK_LIFETIME_SECONDS[purpose],
  };
  return { token, item };
}

/** Makes a link for the account and answers its token, which goes only into the mail. */
export async function createAccountLink(account: LinkedAccount, purpose: LinkPurpose): Promise<string> {
  const { token, item } = newLink(account, purpose);
  await dynamo().send(new PutCommand({ TableName: LINKS_TABLE(), Item: item }));
  return token;
}

/**
 * Redeems a link for one purpose: one conditional delete, so of any number of parallel uses
 * exactly one gets the account. A link of another purpose is left as it is (the condition fails),
 * so a confirmation link cannot be spent as a reset. An expired link is used up too (dynalite has
 * no TTL, so expiry is checked here). Reset links stored before links had a purpose carry none
 * and are refused: they lived 30 minutes, and the owner asks for a new one.
 */
export async function redeemAccountLink(
  token: string,
  purpose: LinkPurpose,
): Promise<AccountLink | undefined> {
  const result = await unlessConditionFails(
    dynamo().send(
      new DeleteCommand({
        TableName: LINKS_TABLE(),
        Key: { tokenHash: hashOf(token) },
        ConditionExpression: 'purpose = :purpose',
        ExpressionAttributeValues: { ':purpose': purpose },
        ReturnValues: 'ALL_OLD',
      }),
    ),
  );
  const parsed = storedLinkSchema.safeParse(result?.Attributes);
  if (!parsed.success || parsed.data.expiresAt <= nowSeconds()) return undefined;
  const { login, userId, passwordVersion } = parsed.data;
  return { login, userId, purpose, passwordVersion };
}
