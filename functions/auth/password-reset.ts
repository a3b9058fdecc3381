import { AUTH_MESSAGES } from '#shared/constants/auth-messages';
import type {
  ForgotPasswordInput,
  ResetPasswordInput,
  ResetPasswordResult,
} from '#shared/schemas/password-reset';
import type { accountLinks, passwords } from '../accounts';
import { type PasswordByLinkDeps, setPasswordByLink } from '../accounts';
import { HttpError } from '../lib/http';
import type * as rateLimit from '../lib/rate-limit';
import type * as mailOutbox from '../mail';
import type * as devices from './device-tokens';
import { clearPasswordTries, RESET_MAILS_PER_CLIENT, RESET_MAILS_PER_EMAIL } from './limits';
import { enqueueLinkMail } from './link-mail';

export interface PasswordResetDeps {
  readonly accounts: PasswordByLinkDeps['accounts'];
  readonly passwords: Pick<typeof passwords, 'hashPassword'>;
  readonly limits: Pick<typeof rateLimit, 'countEvent' | 'clearCount'>;
  readonly sessions: PasswordByLinkDeps['sessions'];
  readonly accountLinks: Pick<typeof accountLinks, 'redeemAccountLink'>;
  readonly outbox: Pick<typeof mailOutbox, 'enqueueMail'>;
  readonly devices: Pick<typeof devices, 'issueDeviceToken'>;
}

/**
 * Has a single-use link mailed to the account's address. The request does the same work for every
 * email, known or not: it counts both limits, stores one outbox item naming the email (never the
 * account) and sends one queue message. The mail worker finds the account, makes the link and
 * sends it, or sends nothing (no account, or one refused or disabled, which could not log in
 * either way). So neither the answer nor its timing tells who has an account, and SES refusing or
 * down changes nothing here (functions/mail, decision 18).
 */
export async function requestPasswordReset(
  input: ForgotPasswordInput & { readonly client: string; readonly siteOrigin: string | undefined },
  deps: PasswordResetDeps,
): Promise<{ msg: string }> {
  if (!input.siteOrigin) throw new Error('No site origin on the request; the reset link has no address');
  await enqueueLinkMail(
    { kind: 'reset', email: input.email, siteOrigin: input.siteOrigin },
    { perClient: RESET_MAILS_PER_CLIENT, perEmail: RESET_MAILS_PER_EMAIL, client: input.client },
    deps,
  );
  return { msg: AUTH_MESSAGES.resetMailSent };
}

/**
 * Uses up the link, then sets the password if the account is still at the password version the
 * link was made under (a change or another reset since kills the link), which ends every session
 * of the account and confirms its email (password-by-link.ts), and lifts a lock that others'
 * guesses put on it.
 */
export async function resetPassword(
  input: ResetPasswordInput & { readonly client: string },
  deps: PasswordResetDeps,
): Promise<ResetPasswordResult> {
  const link = await deps.accountLinks.redeemAccountLink(input.token, 'reset');
  if (!link) throw new HttpError(400, AUTH_MESSAGES.resetLinkInvalid);
  const passwordHash = await deps.passwords.hashPassword(input.password);
  const passwordVersion = await setPasswordByLink(link, passwordHash, deps);
  if (passwordVersion === undefined) throw new HttpError(400, AUTH_MESSAGES.resetLinkInvalid);
  await clearPasswordTries(link.login, input.client, deps);
  // The browser that proved the mailbox is the owner's: it logs in as a known device, so guesses
  // elsewhere (which the reset does not stop) cannot keep the owner out.
  const deviceToken = await deps.devices.issueDeviceToken({ ...link, passwordVersion });
  return { msg: AUTH_MESSAGES.passwordReset, deviceToken };
}
