import { AUTH_MESSAGES } from '#shared/constants/auth-messages';
import type { MessageBody, PendingPage } from '#shared/schemas/account';
import type { accounts } from '../accounts';
import { toSummary } from '../accounts';
import { scopes, stampChange } from '../lib/change-stamps';
import { HttpError } from '../lib/http';

type Accounts = Pick<typeof accounts, 'findByUserId' | 'decidePending' | 'listPending'>;

/** Accounts on one page of the approval queue. */
export const PENDING_PAGE_SIZE = 20;

/** The approval queue: Faculty and Admin sign-ups waiting for an Admin, oldest first, a page at a time. */
export async function listPendingAccounts(
  input: { readonly cursor?: string },
  deps: { readonly accounts: Pick<Accounts, 'listPending'> },
): Promise<PendingPage> {
  const page = await deps.accounts.listPending(PENDING_PAGE_SIZE, input.cursor);
  if (page === 'invalidCursor') throw new HttpError(400, 'cursor is not a page of this list');
  return { accounts: page.accounts.map(toSummary), nextCursor: page.nextCursor };
}

const ANSWERS = { active: AUTH_MESSAGES.approved, rejected: AUTH_MESSAGES.rejectedByAdmin } as const;

/** Approves or rejects a pending account; one that is not pending (or absent) is a 404. */
export async function decideAccount(
  input: { readonly userId: string; readonly status: 'active' | 'rejected' },
  deps: { readonly accounts: Pick<Accounts, 'findByUserId' | 'decidePending'> },
): Promise<MessageBody> {
  const account = await deps.accounts.findByUserId(input.userId);
  if (!account || !(await deps.accounts.decidePending(account.login, input.status))) {
    throw new HttpError(404, AUTH_MESSAGES.noSuchPendingAccount);
  }
  // It leaves the Admin's count of accounts waiting; its own account changed (decision 64).
  await stampChange(scopes.admin, scopes.user(account.userId));
  return { msg: ANSWERS[input.status] };
}
