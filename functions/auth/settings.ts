import { API_MESSAGES } from '../../shared/constants/api-messages';
import { AUTH_MESSAGES } from '../../shared/constants/auth-messages';
import type { CurrentUser, MessageBody } from '../../shared/schemas/account';
import type { ChangeNameInput, ChangePasswordInput } from '../../shared/schemas/settings';
import type * as accounts from '../lib/accounts';
import { displayName } from '../lib/accounts';
import type { Caller } from '../lib/caller';
import { HttpError } from '../lib/http';
import type * as passwords from '../lib/passwords';
import type * as sessions from '../lib/sessions';
import { beginPasswordTry, type PasswordTryDeps, passwordTrySucceeded } from './limits';

export interface SettingsDeps {
  readonly accounts: Pick<typeof accounts, 'findByLogin' | 'setName' | 'setPasswordHash'>;
  readonly passwords: Pick<typeof passwords, 'verifyPassword' | 'hashPassword'>;
  readonly limits: PasswordTryDeps['limits'];
  readonly sessions: Pick<typeof sessions, 'endAllSessions' | 'renameSessions'>;
}

/*
 * The caller's account by its key, read strongly consistent: a change is written on the condition
 * of the password version read here, and a lagging index would refuse a change made just after
 * another. The session check already found the account by this login, of this user.
 */
async function accountOf(caller: Caller, deps: Pick<SettingsDeps, 'accounts'>) {
  const account = caller.login && (await deps.accounts.findByLogin(caller.login, { consistent: true }));
  if (!account || account.userId !== caller.userId) throw new HttpError(401, API_MESSAGES.signInRequired);
  return account;
}

/** Renames the caller; their sessions carry the new name, so what they do next shows it. */
export async function changeName(
  input: ChangeNameInput & { readonly caller: Caller },
  deps: SettingsDeps,
): Promise<CurrentUser & { msg: string }> {
  const account = await accountOf(input.caller, deps);
  const renamed = await deps.accounts.setName(account, input.firstName, input.lastName);
  await deps.sessions.renameSessions(account.login, displayName(renamed));
  return {
    msg: AUTH_MESSAGES.nameChanged,
    userId: renamed.userId,
    name: displayName(renamed),
    firstName: renamed.firstName,
    lastName: renamed.lastName,
    email: renamed.login,
    role: renamed.role,
  };
}

/**
 * Changes the caller's password when the current one is given right. A wrong current password
 * counts as a failed login, so this form cannot be used to guess it past the same limit. The
 * change raises the account's passwordVersion (conditional on the version read), then ends every
 * other session of the account (a login still in flight refuses itself: sessions.ts); the caller's
 * own session stays. They are ended only after the change, not before as well (endingSessions):
 * ending them first would end a session changing the password at the same moment, which may be
 * the one that wins. Should ending them fail, the caller is told of an error and changes the
 * password again (from the new one), which ends them.
 */
export async function changePassword(
  input: ChangePasswordInput & { readonly caller: Caller; readonly client: string },
  deps: SettingsDeps,
): Promise<MessageBody> {
  const account = await accountOf(input.caller, deps);
  // The same tries as a login (per account and client, and the account's delay).
  const attempt = await beginPasswordTry(account.login, input.client, deps);
  if (!(await deps.passwords.verifyPassword(input.currentPassword, account.passwordHash))) {
    throw new HttpError(400, AUTH_MESSAGES.wrongCurrentPassword);
  }
  await passwordTrySucceeded(attempt, deps);
  const hash = await deps.passwords.hashPassword(input.newPassword);
  const version = await deps.accounts.setPasswordHash(account, hash);
  // Another change or reset won the race (or the account went): this session ended with it.
  if (version === undefined) throw new HttpError(401, API_MESSAGES.sessionEnded);
  await deps.sessions.endAllSessions(account.login, input.caller.sessionId);
  return { msg: AUTH_MESSAGES.passwordChanged };
}
