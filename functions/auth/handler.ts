import { authRoutes } from '../../shared/api/routes/auth';
import * as accountLinks from '../lib/account-links';
import * as accounts from '../lib/accounts';
import { createGroupHandler } from '../lib/group-handler';
import { reply } from '../lib/http';
import * as mail from '../lib/mail';
import * as passwords from '../lib/passwords';
import * as limits from '../lib/rate-limit';
import * as sessions from '../lib/sessions';
import * as tokens from '../lib/tokens';
import { login } from './login';
import { requestPasswordReset, resetPassword } from './password-reset';
import { currentUser, logout } from './session';
import { changeName, changePassword } from './settings';
import { signup } from './signup';

const deps = { accounts, passwords, limits, sessions, tokens, accountLinks, mail };

export const handler = createGroupHandler(authRoutes, {
  signup: async ({ body, client }) => reply(201, await signup({ ...body, client }, deps)),
  login: ({ body, client }) => login({ ...body, client }, deps),
  requestPasswordReset: ({ body, client, siteOrigin }) =>
    requestPasswordReset({ ...body, client, siteOrigin }, deps),
  resetPassword: ({ body }) => resetPassword(body, deps),
  logout: ({ caller }) => logout({ sessionId: caller.sessionId }, deps),
  currentUser: ({ caller }) => currentUser({ userId: caller.userId }, deps),
  changeName: ({ body, caller }) => changeName({ ...body, caller }, deps),
  changePassword: ({ body, caller }) => changePassword({ ...body, caller }, deps),
});
