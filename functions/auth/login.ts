import { AUTH_MESSAGES } from '#shared/constants/auth-messages';
import type { LoginInput, LoginResult } from '#shared/schemas/account';
import type { accounts, passwords, sessionStore as sessions } from '../accounts';
import { type Account, displayName } from '../accounts';
import { HttpError } from '../lib/http';
import type * as tokens from '../lib/tokens';
import { SESSION_LIFETIME_SECONDS } from '../lib/tokens';
import type * as devices from './device-tokens';
import { stillValidFor } from './device-tokens';
import { beginPasswordTry, type PasswordTryDeps, passwordTrySucceeded } from './limits';

export interface LoginDeps {
  readonly accounts: Pick<typeof accounts, 'findByLogin'>;
  readonly passwords: Pick<typeof passwords, 'verifyPassword' | 'verifyAgainstDecoy'>;
  readonly limits: PasswordTryDeps['limits'];
  readonly sessions: Pick<typeof sessions, 'createSession' | 'endSession'>;
  readonly tokens: Pick<typeof tokens, 'issueToken'>;
  readonly devices: Pick<typeof devices, 'issueDeviceToken' | 'verifyDeviceToken'>;
}

/* The account read strongly consistent is the one whose password and state the login checked. */
async function stillAsChecked(checked: Account, deps: Pick<LoginDeps, 'accounts'>): Promise<boolean> {
  const now = await deps.accounts.findByLogin(checked.login, { consistent: true });
  return (
    now?.userId === checked.userId &&
    now.role === checked.role &&
    now.status === checked.status &&
    now.passwordVersion === checked.passwordVersion
  );
}

/**
 * One answer (401) for an unknown email, a wrong password and a wrong role, each taking a full
 * password check, so a caller cannot learn which accounts exist. Account state is told only to
 * someone who knows the password.
 */
export async function login(
  input: LoginInput & { readonly client: string },
  deps: LoginDeps,
): Promise<LoginResult> {
  // A browser the account logged in from before is counted on its own: its token must be genuine
  // and the account still at the password it was issued under (a change revokes every device).
  const claimed = input.deviceToken
    ? await deps.devices.verifyDeviceToken(input.deviceToken, input.email)
    : undefined;
  const known = claimed ? await deps.accounts.findByLogin(input.email) : undefined;
  const device = stillValidFor(claimed, known);
  // Counted before the password check (~0.5 s); see limits.ts.
  const attempt = await beginPasswordTry(input.email, input.client, deps, device);

  const account: Account | undefined = claimed ? known : await deps.accounts.findByLogin(input.email);
  const passwordOk = account
    ? await deps.passwords.verifyPassword(input.password, account.passwordHash)
    : await deps.passwords.verifyAgainstDecoy(input.password);
  // A failure keeps its attempts; a success gives them back.
  if (!account || !passwordOk || account.role !== input.role) {
    throw new HttpError(401, AUTH_MESSAGES.invalidCredentials);
  }
  await passwordTrySucceeded(attempt, deps);
  // A self-sign-up confirms its email before its first login; a Faculty or Admin then waits for
  // approval. A refused or disabled account is told that instead: confirming would not let it in.
  if (!account.emailConfirmed && (account.status === 'active' || account.status === 'pending')) {
    throw new HttpError(403, AUTH_MESSAGES.emailNotConfirmed);
  }
  if (account.status === 'pending') throw new HttpError(403, AUTH_MESSAGES.awaitingApproval);
  if (account.status === 'rejected') throw new HttpError(403, AUTH_MESSAGES.rejected);
  if (account.status === 'disabled') throw new HttpError(403, AUTH_MESSAGES.disabled);

  const name = displayName(account);
  const { userId, login: accountLogin, role } = account;
  const session = await deps.sessions.createSession(
    { userId, login: accountLogin, name, role },
    SESSION_LIFETIME_SECONDS,
  );
  // A change to the account (a new password, disabling, graduating) that landed while this login
  // ran may have ended the account's sessions before this one was written: the account is read
  // again, after the write, and the session kept only if the account is still as checked above.
  if (!(await stillAsChecked(account, deps))) {
    await deps.sessions.endSession(accountLogin, session.sessionId);
    throw new HttpError(401, AUTH_MESSAGES.invalidCredentials);
  }
  const token = await deps.tokens.issueToken(
    { userId, sessionId: session.sessionId, role, login: accountLogin },
    session.expiresAt,
  );
  const deviceToken = await deps.devices.issueDeviceToken(account, device);
  return { token, name, role: account.role, deviceToken };
}
