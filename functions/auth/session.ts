import { API_MESSAGES } from '#shared/constants/api-messages';
import { AUTH_MESSAGES } from '#shared/constants/auth-messages';
import type { CurrentUser, MessageBody } from '#shared/schemas/account';
import type { accounts, sessionStore as sessions } from '../accounts';
import { classOf, displayName } from '../accounts';
import { HttpError } from '../lib/http';

/** Ends the caller's session at once: every handler checks it on every call (group-handler.ts). */
export async function logout(
  input: { readonly login: string; readonly sessionId: string },
  deps: { readonly sessions: Pick<typeof sessions, 'endSession'> },
): Promise<MessageBody> {
  await deps.sessions.endSession(input.login, input.sessionId);
  return { msg: AUTH_MESSAGES.loggedOut };
}

/** Who the caller is, read afresh from the account (a name change shows at once). */
export async function currentUser(
  input: { readonly userId: string },
  deps: { readonly accounts: Pick<typeof accounts, 'findByUserId'> },
): Promise<CurrentUser> {
  const account = await deps.accounts.findByUserId(input.userId);
  if (!account) throw new HttpError(401, API_MESSAGES.signInRequired);
  const { userId, firstName, lastName, login: email, role } = account;
  const studentClass = role === 'Student' ? classOf(account) : undefined;
  return {
    userId,
    name: displayName(account),
    firstName,
    lastName,
    email,
    role,
    ...(studentClass && { studentClass }),
  };
}
