import { API_MESSAGES } from '../../shared/constants/api-messages';
import { AUTH_MESSAGES } from '../../shared/constants/auth-messages';
import type { LoginInput } from '../../shared/schemas/account';
import { type Account, displayName, findByLogin } from '../lib/accounts';
import { HttpError, type HttpResult, ok } from '../lib/http';
import { verifyAgainstDecoy, verifyPassword } from '../lib/passwords';
import { clearCount, countEvent, retryAfter } from '../lib/rate-limit';
import { createSession } from '../lib/sessions';
import { issueToken, SESSION_LIFETIME_SECONDS } from '../lib/tokens';
import { LOGIN_FAILURES_PER_ACCOUNT, LOGIN_FAILURES_PER_CLIENT } from './limits';

async function refuseIfLimited(login: string, clientIp: string): Promise<void> {
  const waits = await Promise.all([
    retryAfter(LOGIN_FAILURES_PER_ACCOUNT, login),
    retryAfter(LOGIN_FAILURES_PER_CLIENT, clientIp),
  ]);
  if (waits.some((wait) => wait > 0)) throw new HttpError(429, API_MESSAGES.tooManyAttempts);
}

async function recordFailure(login: string, clientIp: string): Promise<never> {
  await Promise.all([
    countEvent(LOGIN_FAILURES_PER_ACCOUNT, login),
    countEvent(LOGIN_FAILURES_PER_CLIENT, clientIp),
  ]);
  throw new HttpError(401, AUTH_MESSAGES.invalidCredentials);
}

/**
 * One answer (401) for an unknown email, a wrong password and a wrong role, each taking a full
 * password check, so a caller cannot learn which accounts exist. Account state is told only to
 * someone who knows the password.
 */
export async function login(input: LoginInput, clientIp: string): Promise<HttpResult> {
  await refuseIfLimited(input.email, clientIp);
  const account: Account | undefined = await findByLogin(input.email);
  const passwordOk = account
    ? await verifyPassword(input.password, account.passwordHash)
    : await verifyAgainstDecoy(input.password);
  if (!account || !passwordOk || account.role !== input.role) return recordFailure(input.email, clientIp);
  if (account.status === 'pending') throw new HttpError(403, AUTH_MESSAGES.awaitingApproval);
  if (account.status === 'rejected') throw new HttpError(403, AUTH_MESSAGES.rejected);

  await clearCount(LOGIN_FAILURES_PER_ACCOUNT, input.email);
  const name = displayName(account);
  const session = await createSession(
    { userId: account.userId, name, role: account.role },
    SESSION_LIFETIME_SECONDS,
  );
  const token = await issueToken({ userId: account.userId, sessionId: session.sessionId }, session.expiresAt);
  return ok({ token, name, role: account.role });
}
