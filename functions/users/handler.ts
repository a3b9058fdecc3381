import { usersRoutes } from '../../shared/api/routes/users';
import * as accounts from '../lib/accounts';
import { createGroupHandler } from '../lib/group-handler';
import { decideAccount, listPendingAccounts } from './decide-account';

const deps = { accounts };

export const handler = createGroupHandler(usersRoutes, {
  listAccounts: ({ query }) => listPendingAccounts({ cursor: query.cursor }, deps),
  approveAccount: ({ pathParameters }) =>
    decideAccount({ userId: pathParameters.userId, status: 'active' }, deps),
  rejectAccount: ({ pathParameters }) =>
    decideAccount({ userId: pathParameters.userId, status: 'rejected' }, deps),
});
