import { API_MESSAGES } from '../../shared/constants/api-messages';
import { AUTH_MESSAGES } from '../../shared/constants/auth-messages';
import type { MessageBody } from '../../shared/schemas/account';
import type { ConfirmEmailInput, ResendConfirmationInput } from '../../shared/schemas/email-confirmation';
import type * as accountLinks from '../lib/account-links';
import type * as accounts from '../lib/accounts';
import type { Account } from '../lib/accounts';
import { HttpError } from '../lib/http';
import { logger } from '../lib/logger';
import type * as mail from '../lib/mail';
import type { OutgoingMail } from '../lib/mail';
import type * as rateLimit from '../lib/rate-limit';
import {
  ACCOUNT_MAILS_PER_ADDRESS,
  alreadySignedUpMail,
  confirmationMail,
  confirmLinkOf,
} from './account-mails';

export interface EmailConfirmationDeps {
  readonly accounts: Pick<typeof accounts, 'findByLogin' | 'markEmailConfirmed'>;
  readonly accountLinks: Pick<typeof accountLinks, 'createAccountLink' | 'redeemAccountLink'>;
  readonly limits: Pick<typeof rateLimit, 'countEvent'>;
  readonly mail: Pick<typeof mail, 'sendMail'>;
}

/* A refused or disabled account cannot log in whatever its email: it gets no links. */
const awaitsConfirmation = (account: Account) =>
  !account.emailConfirmed && account.status !== 'rejected' && account.status !== 'disabled';

async function confirmLinkFor(account: Account, siteOrigin: string, deps: EmailConfirmationDeps) {
  return confirmLinkOf(siteOrigin, await deps.accountLinks.createAccountLink(account, 'confirm'));
}

/*
 * A mail that cannot be sent (SES refusing or down) is logged, not answered: the account is stored
 * either way, the login page sends the link again, and an error here would tell a caller which
 * addresses have accounts.
 */
async function send(to: string, outgoing: OutgoingMail, deps: EmailConfirmationDeps): Promise<void> {
  try {
    await deps.mail.sendMail(to, outgoing);
  } catch (error) {
    logger.error('An account mail could not be sent', { subject: outgoing.subject, error });
  }
}

/**
 * What follows a sign-up, whose answer is the same either way: a new account is mailed its
 * confirmation link (always: it happens once per address); the owner of an address that already
 * had one is told someone tried (account-mails.ts says why without a link), within
 * ACCOUNT_MAILS_PER_ADDRESS.
 */
export async function mailAfterSignup(
  input: { readonly login: string; readonly created: Account | undefined; readonly siteOrigin: string },
  deps: EmailConfirmationDeps,
): Promise<void> {
  const { login, created, siteOrigin } = input;
  const overLimit = await deps.limits.countEvent(ACCOUNT_MAILS_PER_ADDRESS, login);
  if (created) {
    await send(login, confirmationMail(await confirmLinkFor(created, siteOrigin, deps)), deps);
    return;
  }
  if (!overLimit) await send(login, alreadySignedUpMail(siteOrigin), deps);
}

/**
 * Sends a new confirmation link to an account still waiting for one. The answer is the same for
 * every email, and the per-address count is taken for every email, so neither tells who has an
 * account.
 */
export async function resendConfirmation(
  input: ResendConfirmationInput & { readonly siteOrigin: string | undefined },
  deps: EmailConfirmationDeps,
): Promise<MessageBody> {
  if (!input.siteOrigin) throw new Error('No site origin on the request; the link has no address');
  if (await deps.limits.countEvent(ACCOUNT_MAILS_PER_ADDRESS, input.email)) {
    throw new HttpError(429, API_MESSAGES.tooManyAttempts);
  }
  const account = await deps.accounts.findByLogin(input.email);
  if (account && awaitsConfirmation(account)) {
    await send(account.login, confirmationMail(await confirmLinkFor(account, input.siteOrigin, deps)), deps);
  }
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
