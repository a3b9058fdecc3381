import type { AccountSummary, PendingPage } from '#shared/schemas/account';
import { call } from './api';

/** The whole approval queue, walked page by page as the Admin dashboard does. */
export async function allPendingAccounts(apiUrl: string, token: string): Promise<AccountSummary[]> {
  const accounts: AccountSummary[] = [];
  let cursor: string | undefined;
  do {
    const query = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const page = await call(apiUrl, 'GET', `/api/admin/users?status=pending${query}`, { token });
    if (page.status !== 200) throw new Error(`listing pending accounts failed: ${page.status}`);
    const body = page.body as unknown as PendingPage;
    accounts.push(...body.accounts);
    cursor = body.nextCursor;
  } while (cursor);
  return accounts;
}
