import { API_MESSAGES } from '#shared/constants/api-messages';
import { AUTH_MESSAGES } from '#shared/constants/auth-messages';
import type { CurrentUser, MessageBody } from '#shared/schemas/account';
import type { ChangeNameInput, ChangePasswordInput } from '#shared/schemas/settings';
import type { accounts, passwords, sessionStore as sessions } from '../accounts';
import { displayName } from '../accounts';
import type { Caller } from '../lib/caller';
import { HttpError } from '../lib/http';
import { beginSessionPasswordTry, type PasswordTryDeps, passwordTrySucceeded } from './limits';

export interface SettingsDeps {
  readonly accounts: Pick<typeof accounts, 'findByLogin' | 'setName' | 'setPasswordHash'>;
  readonly passwords: Pick<typeof passwords, 'verifyPassword' | 'hashPassword'>;
  readonly limits: PasswordTryDeps['limits'];
  readonly sessions: Pick<typeof sessions, 'endingSessions' | 'renameSessions'>;
}

/*
 * The caller's account by its key, read strongly consistent: a change is written on the condition
 * of the password version read here, and a lagging index would refuse a change made just after
 * another. The login is the one the caller's live session is kept under (sessions.ts).
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
 * Changes the caller's password when the current one is given right. Its tries are refused on the
 * caller's session alone (5 a day, limits.ts): others guessing at the account's logins cannot
 * refuse the owner's change. Each wrong one still counts toward the account's cap, so a stolen
 * session's guesses leave the logins fewer, and it gets 5 in its 12 hours (10 across a midnight).
 * The change raises the account's passwordVersion (conditional on the version read) and ends every
 * other session of the account, before and after the write (sessions.endingSessions; a login
 * still in flight refuses itself); the caller's own session stays. Of two sessions changing the
 * password at the same moment, one change is written, and both sessions may end (each ends the
 * other's first): they sign in again with the new password.
 */
export async function changePassword(
  input: ChangePasswordInput & { readonly caller: Caller },
  deps: SettingsDeps,
): Promise<MessageBody> {
  const account = await accountOf(input.caller, deps);
  const attempt = await beginSessionPasswordTry(account.login, input.caller.sessionId, deps);
  if (!(await deps.passwords.verifyPassword(input.currentPassword, account.passwordHash))) {
    throw new HttpError(400, AUTH_MESSAGES.wrongCurrentPassword);
  }
  await passwordTrySucceeded(attempt, deps);
  const hash = await deps.passwords.hashPassword(input.newPassword);
  const version = await deps.sessions.endingSessions(
    account.login,
    () => deps.accounts.setPasswordHash(account, hash),
    input.caller.sessionId,
  );
  // Another change or reset won the race (or the account went): this session ended with it.
  if (version === undefined) throw new HttpError(401, API_MESSAGES.sessionEnded);
  return { msg: AUTH_MESSAGES.passwordChanged };
}
