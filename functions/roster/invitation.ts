import type * as accountLinks from '../lib/account-links';
import type { Account } from '../lib/accounts';
import type * as mail from '../lib/mail';
import { eachLimited } from './each-limited';

/** What an imported account's password hash is until its owner opens the invitation: none. */
export const NO_PASSWORD = '';

export interface InvitationDeps {
  readonly links: Pick<typeof accountLinks, 'createAccountLinks'>;
  readonly mail: Pick<typeof mail, 'sendMail'>;
}

/* The token rides in the fragment, which browsers never send, so it stays out of every log. */
export const invitationLinkOf = (siteOrigin: string, token: string) =>
  `${siteOrigin}/set-password#token=${token}`;

export const invitationMail = (account: Pick<Account, 'firstName' | 'role'>, link: string) => ({
  subject: 'Your college website account: choose a password',
  text: [
    `Hello ${account.firstName},`,
    '',
    `The college has made you a ${account.role} account on the college website, which uses this email.`,
    '',
    'Open this link within 7 days to choose your password. It works once:',
    link,
    '',
    'Then log in with this email and that password. If the link has expired, use "Forgot password" on the login page.',
  ].join('\n'),
});

/* Mails sent at once: the mail service's send rate, not this, bounds them on AWS (the SDK retries). */
const MAIL_CONCURRENCY = 16;

/**
 * Mails each account a single-use link (7 days) that sets its first password and confirms its
 * email. The links are stored first, in batches, so a mailed link always works.
 */
export async function sendInvitations(
  accounts: readonly Account[],
  siteOrigin: string,
  deps: InvitationDeps,
): Promise<void> {
  if (accounts.length === 0) return;
  const tokens = await deps.links.createAccountLinks(accounts, 'invite');
  const mails = accounts.map((account, index) => ({ account, token: tokens[index] ?? '' }));
  await eachLimited(mails, MAIL_CONCURRENCY, ({ account, token }) =>
    deps.mail.sendMail(account.login, invitationMail(account, invitationLinkOf(siteOrigin, token))),
  );
}
