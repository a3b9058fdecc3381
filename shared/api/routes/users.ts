import {
  messageSchema,
  pendingPageSchema,
  pendingQuerySchema,
  userIdParamsSchema,
} from '../../schemas/account';
import { defineGroup, rolesOnly } from '../define';

const ADMIN = rolesOnly('Admin');

/** The Admin's approval queue for Faculty and Admin sign-ups. */
export const usersRoutes = defineGroup('users', {
  listAccounts: {
    method: 'GET',
    path: '/api/admin/users',
    access: ADMIN,
    readOnly: true,
    query: pendingQuerySchema,
    response: pendingPageSchema,
  },
  approveAccount: {
    method: 'POST',
    path: '/api/admin/users/{userId}/approve',
    access: ADMIN,
    params: userIdParamsSchema,
    response: messageSchema,
  },
  rejectAccount: {
    method: 'POST',
    path: '/api/admin/users/{userId}/reject',
    access: ADMIN,
    params: userIdParamsSchema,
    response: messageSchema,
  },
});
