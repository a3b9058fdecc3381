import { alreadySignedUpMail, confirmationMail, confirmLinkOf, resetLinkOf, resetMail } from '../auth';
import type * as accountLinks from '../lib/account-links';
import type * as accounts from '../lib/accounts';
import { type Account, NO_PASSWORD } from '../lib/accounts';
import type { OutgoingMail } from '../lib/mail';
import type { AccountMailRequest } from '../lib/mail-outbox';
import { invitationLinkOf, invitationMail } from '../roster';

export interface ComposeDeps {
  readonly accounts: Pick<typeof accounts, 'findByLogin'>;
  readonly links: Pick<typeof accountLinks, 'createAccountLink'>;
}

/* A refused or disabled account cannot log in whatever its email or password: it gets no links. */
const usable = (account: Account) => account.status !== 'rejected' && account.status !== 'disabled';

/**
 * The mail a stored request comes to, with a link made now (so it lives its whole lifetime from
 * the send), or undefined when none is due: no account uses the address, the account cannot log
 * in, its email is confirmed already, or (an invitation) it has a password already. Links go to
 * the account's own login, as stored.
 */
export async function composeMail(
  request: AccountMailRequest,
  deps: ComposeDeps,
): Promise<{ readonly to: string; readonly mail: OutgoingMail } | undefined> {
  const { kind, siteOrigin } = request;
  if (kind === 'alreadySignedUp') return { to: request.to, mail: alreadySignedUpMail(siteOrigin) };
  const account = await deps.accounts.findByLogin(request.to);
  if (!account || !usable(account)) return undefined;
  if (kind === 'confirm' && account.emailConfirmed) return undefined;
  // An invitation sets a first password: once the account has one (a reset got there first), the
  // link would only be a second way to replace it.
  if (kind === 'invitation' && account.passwordHash !== NO_PASSWORD) return undefined;
  const purpose = kind === 'invitation' ? 'invite' : kind;
  const token = await deps.links.createAccountLink(account, purpose);
  const mail =
    kind === 'reset'
      ? resetMail(resetLinkOf(siteOrigin, token))
      : kind === 'confirm'
        ? confirmationMail(confirmLinkOf(siteOrigin, token))
        : invitationMail(account, invitationLinkOf(siteOrigin, token));
  return { to: account.login, mail };
}
