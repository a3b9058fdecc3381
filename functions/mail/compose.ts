import type { accountLinks, accounts, LinkPurpose } from '../accounts';
import { type Account, NO_PASSWORD } from '../accounts';
import type { OutgoingMail } from '../lib/mail';
import type { AccountMailKind, AccountMailRequest } from './outbox';
import {
  alreadySignedUpMail,
  confirmationMail,
  confirmLinkOf,
  resetLinkOf,
  resetMail,
} from './texts/account-mails';
import { invitationLinkOf, invitationMail } from './texts/invitation-mail';

export interface ComposeDeps {
  readonly accounts: Pick<typeof accounts, 'findByLogin'>;
  readonly links: Pick<typeof accountLinks, 'createAccountLink'>;
}

/* A refused or disabled account cannot log in whatever its email or password: it gets no links. */
const usable = (account: Account) => account.status !== 'rejected' && account.status !== 'disabled';

/** A mail that carries a single-use link to the account's own login. */
interface LinkedMail {
  readonly purpose: LinkPurpose;
  /** Whether it is still due when the worker sends it. */
  readonly due: (account: Account) => boolean;
  readonly compose: (account: Account, siteOrigin: string, token: string) => OutgoingMail;
}

/*
 * Every kind of account mail but the one that needs no account ('alreadySignedUp'), each once: a
 * kind added to ACCOUNT_MAIL_KINDS does not compile until it is here.
 */
const LINKED_MAILS = {
  reset: {
    purpose: 'reset',
    due: () => true,
    compose: (_, origin, token) => resetMail(resetLinkOf(origin, token)),
  },
  confirm: {
    purpose: 'confirm',
    due: (account) => !account.emailConfirmed,
    compose: (_, origin, token) => confirmationMail(confirmLinkOf(origin, token)),
  },
  // An invitation sets a first password: once the account has one (a reset got there first), the
  // link would only be a second way to replace it.
  invitation: {
    purpose: 'invite',
    due: (account) => account.passwordHash === NO_PASSWORD,
    compose: (account, origin, token) => invitationMail(account, invitationLinkOf(origin, token)),
  },
} as const satisfies Record<Exclude<AccountMailKind, 'alreadySignedUp'>, LinkedMail>;

/**
 * The mail a stored request comes to, with a link made now (so it lives its whole lifetime from
 * the send), or undefined when none is due: no account uses the address, the account cannot log
 * in, or the kind is no longer due for it. Links go to the account's own login, as stored.
 */
export async function composeMail(
  request: AccountMailRequest,
  deps: ComposeDeps,
): Promise<{ readonly to: string; readonly mail: OutgoingMail } | undefined> {
  const { kind, siteOrigin } = request;
  if (kind === 'alreadySignedUp') return { to: request.to, mail: alreadySignedUpMail(siteOrigin) };
  const linked: LinkedMail = LINKED_MAILS[kind];
  const account = await deps.accounts.findByLogin(request.to);
  if (!account || !usable(account) || !linked.due(account)) return undefined;
  const token = await deps.links.createAccountLink(account, linked.purpose);
  return { to: account.login, mail: linked.compose(account, siteOrigin, token) };
}
