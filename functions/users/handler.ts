import { AUTH_MESSAGES } from '../../shared/constants/auth-messages';
import { decidePending, findByUserId, listPending, toSummary } from '../lib/accounts';
import { createGroupHandler } from '../lib/group-handler';
import { HttpError, ok } from '../lib/http';

async function decide(userId: string, status: 'active' | 'rejected'): Promise<void> {
  const account = await findByUserId(userId);
  if (!account || !(await decidePending(account.login, status))) {
    throw new HttpError(404, AUTH_MESSAGES.noSuchPendingAccount);
  }
}

export const handler = createGroupHandler('users', {
  listAccounts: async () => ok((await listPending()).map(toSummary)),
  approveAccount: async ({ pathParameters }) => {
    await decide(pathParameters.userId, 'active');
    return ok({ msg: AUTH_MESSAGES.approved });
  },
  rejectAccount: async ({ pathParameters }) => {
    await decide(pathParameters.userId, 'rejected');
    return ok({ msg: AUTH_MESSAGES.rejectedByAdmin });
  },
});
