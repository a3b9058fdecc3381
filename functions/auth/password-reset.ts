import { API_MESSAGES } from '../../shared/constants/api-messages';
import { AUTH_MESSAGES } from '../../shared/constants/auth-messages';
import type { ForgotPasswordInput, ResetPasswordInput } from '../../shared/schemas/password-reset';
import type * as accountLinks from '../lib/account-links';
import type * as accounts from '../lib/accounts';
import { HttpError } from '../lib/http';
import type * as mail from '../lib/mail';
import type * as passwords from '../lib/passwords';
import type * as rateLimit from '../lib/rate-limit';
import type * as sessions from '../lib/sessions';
import {
  clearPasswordTries,
  isTrustedClient,
  RESET_MAILS_PER_ACCOUNT,
  RESET_MAILS_PER_CLIENT,
} from './limits';

export interface PasswordResetDeps {
  readonly accounts: Pick<typeof accounts, 'findByLogin' | 'setPasswordHash' | 'markEmailConfirmed'>;
  readonly passwords: Pick<typeof passwords, 'hashPassword'>;
  readonly limits: Pick<typeof rateLimit, 'countEvent' | 'clearCount'>;
  readonly sessions: Pick<typeof sessions, 'endAllSessions'>;
  readonly accountLinks: Pick<typeof accountLinks, 'createAccountLink' | 'redeemAccountLink'>;
  readonly mail: Pick<typeof mail, 'sendMail'>;
}

const resetMail = (link: string) => ({
  subject: 'Choose a new password for your college account',
  text: [
    'Someone, hopefully you, asked to reset the password of the college website account that uses this email.',
    '',
    'Open this link within 30 minutes to choose a new password. It works once:',
    link,
    '',
    'If you did not ask, ignore this mail: your password stays as it is.',
  ].join('\n'),
});

/**
 * Mails a single-use link to the account's address. The answer is the same whether or not an
 * account uses the email, so the form cannot be used to learn who has one. Both limits are counted
 * first, for every email, so they tell nothing either.
 */
export async function requestPasswordReset(
  input: ForgotPasswordInput & { readonly client: string; readonly siteOrigin: string | undefined },
  deps: PasswordResetDeps,
): Promise<{ msg: string }> {
  if (!input.siteOrigin) throw new Error('No site origin on the request; the reset link has no address');
  if (
    (!isTrustedClient(input.client) &&
      (await deps.limits.countEvent(RESET_MAILS_PER_CLIENT, input.client))) ||
    (await deps.limits.countEvent(RESET_MAILS_PER_ACCOUNT, input.email))
  ) {
    throw new HttpError(429, API_MESSAGES.tooManyAttempts);
  }
  const account = await deps.accounts.findByLogin(input.email);
  // A refused or disabled account has no password worth choosing: it cannot log in either way.
  if (account && account.status !== 'rejected' && account.status !== 'disabled') {
    const token = await deps.accountLinks.createAccountLink(account, 'reset');
    // The token rides in the fragment, which browsers never send, so it stays out of every log.
    await deps.mail.sendMail(account.login, resetMail(`${input.siteOrigin}/reset-password#token=${token}`));
  }
  return { msg: AUTH_MESSAGES.resetMailSent };
}

/**
 * Uses up the link, then sets the password if the account is still at the password version the
 * link was made under (a change or another reset since kills the link), ends every session of the
 * account and lifts a lock that others' guesses put on it. Raising the version is what ends the
 * sessions, a login still in flight included (its session carries the old version; caller.ts);
 * deleting their items only tidies up.
 */
export async function resetPassword(
  input: ResetPasswordInput & { readonly client: string },
  deps: PasswordResetDeps,
): Promise<{ msg: string }> {
  const link = await deps.accountLinks.redeemAccountLink(input.token, 'reset');
  if (!link) throw new HttpError(400, AUTH_MESSAGES.resetLinkInvalid);
  const passwordHash = await deps.passwords.hashPassword(input.password);
  if ((await deps.accounts.setPasswordHash(link, passwordHash)) === undefined) {
    throw new HttpError(400, AUTH_MESSAGES.resetLinkInvalid);
  }
  await Promise.all([
    // The link came through the account's mailbox: that confirms the email as its own link would.
    deps.accounts.markEmailConfirmed(link),
    deps.sessions.endAllSessions(link.userId),
    clearPasswordTries(link.login, input.client, deps),
  ]);
  return { msg: AUTH_MESSAGES.passwordReset };
}
