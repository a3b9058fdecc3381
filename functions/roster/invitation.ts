import type * as accountLinks from '../lib/account-links';
import type { Account } from '../lib/accounts';
import type * as mail from '../lib/mail';

/** What an imported account's password hash is until its owner opens the invitation: none. */
export const NO_PASSWORD = '';

export interface InvitationDeps {
  readonly links: Pick<typeof accountLinks, 'createAccountLink'>;
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

/** Mails the account a single-use link (7 days) that sets its first password and confirms its email. */
export async function sendInvitation(
  account: Account,
  siteOrigin: string,
  deps: InvitationDeps,
): Promise<void> {
  const token = await deps.links.createAccountLink(account, 'invite');
  await deps.mail.sendMail(account.login, invitationMail(account, invitationLinkOf(siteOrigin, token)));
}
