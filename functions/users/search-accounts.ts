import { loginIdSchema } from '#shared/schemas/account';
import type { AccountSearchPage, accountSearchQuerySchema } from '#shared/schemas/account-admin';
import type { accountDirectory as directory } from '../accounts';
import { HttpError } from '../lib/http';

/** Accounts on one page of the Admin's search. */
export const ACCOUNT_PAGE_SIZE = 20;

export interface SearchDeps {
  readonly directory: Pick<typeof directory, 'searchDirectory' | 'readAccounts'>;
}

/* The exact account a whole email or phone names: found by the users table's key. */
const exactLogin = (text: string) => {
  const parsed = loginIdSchema.safeParse(text);
  return parsed.success ? parsed.data : undefined;
};

/**
 * Finds accounts whose name, surname or email starts with `q`, a page at a time, through the
 * directory's index (never a scan of users). On the first page a whole email or phone also finds
 * its account by key, so an account the directory does not list yet (stored before it existed)
 * is still found.
 */
export async function searchAccounts(
  input: typeof accountSearchQuerySchema._output,
  deps: SearchDeps,
): Promise<AccountSearchPage> {
  const page = await deps.directory.searchDirectory(input.q, ACCOUNT_PAGE_SIZE, input.cursor);
  if (page === 'invalidCursor') throw new HttpError(400, 'cursor is not a page of this search');
  const exact = input.cursor === undefined ? exactLogin(input.q) : undefined;
  const logins = exact && !page.logins.includes(exact) ? [exact, ...page.logins] : page.logins;
  return { accounts: await deps.directory.readAccounts(logins), nextCursor: page.nextCursor };
}
