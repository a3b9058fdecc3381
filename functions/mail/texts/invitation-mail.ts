import type { Account } from '../../accounts';
import type { OutgoingMail } from '../../lib/mail';

/* The token rides in the fragment, which browsers never send, so it stays out of every log. */
export const invitationLinkOf = (siteOrigin: string, token: string) =>
  `${siteOrigin}/set-password#token=${token}`;

/** The invitation's text, which the mail worker fills in with a fresh link and sends (compose.ts). */
export const invitationMail = (account: Pick<Account, 'firstName' | 'role'>, link: string): OutgoingMail => ({
  subject: 'Your college website account: choose a password',
  text: [
    `Hello ${account.firstName},`,
    '',
    `The college has made you ${/^[AEIOU]/.test(account.role) ? 'an' : 'a'} ${account.role} account on the college website, which uses this email.`,
    '',
    'Open this link within 7 days to choose your password. It works once:',
    link,
    '',
    'Then log in with this email and that password. If the link has expired, use "Forgot password" on the login page.',
  ].join('\n'),
});
