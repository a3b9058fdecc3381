import { findByLogin } from '../accounts';

/**
 * Whether the author's email is confirmed: one read of their account by its key, through the
 * accounts group, which reads no other table for it (decision 60).
 */
export async function hasConfirmedEmail(author: { readonly userId: string; readonly login?: string }) {
  if (author.login === undefined) return false;
  const account = await findByLogin(author.login);
  return account?.userId === author.userId && account.emailConfirmed;
}
