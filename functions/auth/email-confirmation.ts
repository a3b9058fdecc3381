import { AUTH_MESSAGES } from '#shared/constants/auth-messages';
import type { MessageBody } from '#shared/schemas/account';
import type { ConfirmEmailInput, ResendConfirmationInput } from '#shared/schemas/email-confirmation';
import type { Account, accountLinks, accounts } from '../accounts';
import { HttpError } from '../lib/http';
import type * as rateLimit from '../lib/rate-limit';
import type * as mailOutbox from '../mail';
import { ACCOUNT_MAILS_PER_ADDRESS, CONFIRM_MAILS_PER_CLIENT } from './account-mail-limits';
import { enqueueLinkMail } from './link-mail';

export interface EmailConfirmationDeps {
  readonly accounts: Pick<typeof accounts, 'findByLogin' | 'markEmailConfirmed'>;
  readonly accountLinks: Pick<typeof accountLinks, 'redeemAccountLink'>;
  readonly limits: Pick<typeof rateLimit, 'countEvent'>;
  readonly outbox: Pick<typeof mailOutbox, 'enqueueMail'>;
}

/**
 * What follows a sign-up, whose answer is the same either way: a new account is mailed its
 * confirmation link (always, and not counted: it happens once per address); the owner of an
 * address that already had one is told someone tried (functions/mail/texts/account-mails.ts says
 * why without a link), within ACCOUNT_MAILS_PER_ADDRESS. Either way one outbox item is stored and
 * one message sent (a notice over the limit is stored settled, unsent), and the mail worker sends
 * it (decision 18).
 */
export async function mailAfterSignup(
  input: { readonly login: string; readonly created: Account | undefined; readonly siteOrigin: string },
  deps: EmailConfirmationDeps,
): Promise<void> {
  const { login, created, siteOrigin } = input;
  if (created) {
    await deps.outbox.enqueueMail({ kind: 'confirm', to: login, siteOrigin });
    return;
  }
  const overLimit = await deps.limits.countEvent(ACCOUNT_MAILS_PER_ADDRESS, login);
  await deps.outbox.enqueueMail({ kind: 'alreadySignedUp', to: login, siteOrigin }, { skip: overLimit > 0 });
}

/**
 * Has a new confirmation link sent to an account still waiting for one. The request does the same
 * work for every email: it counts the limits (the client's, then the email's) and stores one outbox item naming the
 * email; the mail worker sends the link only to an account that awaits confirmation (not refused
 * or disabled, which cannot log in whatever its email). So nothing here tells who has an account.
 */
export async function resendConfirmation(
  input: ResendConfirmationInput & { readonly siteOrigin: string | undefined; readonly client: string },
  deps: EmailConfirmationDeps,
): Promise<MessageBody> {
  if (!input.siteOrigin) throw new Error('No site origin on the request; the link has no address');
  await enqueueLinkMail(
    { kind: 'confirm', email: input.email, siteOrigin: input.siteOrigin },
    { perClient: CONFIRM_MAILS_PER_CLIENT, perEmail: ACCOUNT_MAILS_PER_ADDRESS, client: input.client },
    deps,
  );
  return { msg: AUTH_MESSAGES.confirmMailSent };
}

/**
 * Uses up the link and confirms the account's email. A Faculty or Admin account still waits for an
 * Admin's approval afterwards, and is told so.
 */
export async function confirmEmail(
  input: ConfirmEmailInput,
  deps: EmailConfirmationDeps,
): Promise<MessageBody> {
  const link = await deps.accountLinks.redeemAccountLink(input.token, 'confirm');
  if (!link || !(await deps.accounts.markEmailConfirmed(link))) {
    throw new HttpError(400, AUTH_MESSAGES.confirmLinkInvalid);
  }
  const account = await deps.accounts.findByLogin(link.login);
  return {
    msg: account?.status === 'pending' ? AUTH_MESSAGES.emailConfirmedPending : AUTH_MESSAGES.emailConfirmed,
  };
}
