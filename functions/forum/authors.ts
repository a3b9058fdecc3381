import * as z from 'zod';
import { tableName } from '../lib/env';
import { getItem } from '../lib/stored-items';

/* The part of an account the posting rules read; accounts stored before the field are confirmed. */
const authorSchema = z.object({ userId: z.string(), emailConfirmed: z.boolean().default(true) });

/**
 * Whether the author's email is confirmed: one read of their account by its key. Read here rather
 * than through functions/accounts/accounts.ts, whose writes name tables the forum has no business touching.
 */
export async function hasConfirmedEmail(author: { readonly userId: string; readonly login?: string }) {
  if (author.login === undefined) return false;
  const account = await getItem({
    table: tableName('users'),
    key: { login: author.login },
    item: authorSchema,
  });
  return account?.userId === author.userId && account.emailConfirmed;
}
