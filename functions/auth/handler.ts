import { API_MESSAGES } from '../../shared/constants/api-messages';
import { AUTH_MESSAGES } from '../../shared/constants/auth-messages';
import { displayName, findByUserId } from '../lib/accounts';
import { requireCaller } from '../lib/caller';
import { createGroupHandler } from '../lib/group-handler';
import { HttpError, ok } from '../lib/http';
import { endSession } from '../lib/sessions';
import { login } from './login';
import { signup } from './signup';

export const handler = createGroupHandler('auth', {
  signup: ({ body, clientIp }) => signup(body, clientIp),
  login: ({ body, clientIp }) => login(body, clientIp),
  logout: async ({ caller }) => {
    await endSession(requireCaller(caller).sessionId);
    return ok({ msg: AUTH_MESSAGES.loggedOut });
  },
  currentUser: async ({ caller }) => {
    const account = await findByUserId(requireCaller(caller).userId);
    if (!account) throw new HttpError(401, API_MESSAGES.signInRequired);
    const { userId, firstName, lastName, login: email, role } = account;
    return ok({ userId, name: displayName(account), firstName, lastName, email, role });
  },
});
