import type { OutgoingMail } from '../../lib/mail';

/*
 * The account mails' texts and the links they carry. The auth group asks for them by kind (its
 * limits say how often: functions/auth/account-mail-limits.ts); the mail worker fills each in with
 * a link it makes when it sends (compose.ts), so the link lives its whole lifetime from the send.
 */

/* The tokens ride in the fragment, which browsers never send, so they stay out of every log. */
export const resetLinkOf = (siteOrigin: string, token: string) =>
  `${siteOrigin}/reset-password#token=${token}`;

export const confirmLinkOf = (siteOrigin: string, token: string) =>
  `${siteOrigin}/confirm-email#token=${token}`;

export const confirmationMail = (link: string): OutgoingMail => ({
  subject: 'Confirm your email for the college website',
  text: [
    'Someone, hopefully you, signed up on the college website with this email.',
    '',
    'Open this link within 24 hours to confirm it. It works once:',
    link,
    '',
    'You can log in once it is confirmed. If you did not sign up, ignore this mail: no account is usable without it.',
  ].join('\n'),
});

/**
 * To the owner of an address someone signed up with again. It carries no confirmation link: the
 * account may be someone else's, made with this address and a password only they know, and a
 * link here would have its owner confirm it for them. Whoever knows the password has the login
 * page send the link; whoever does not chooses a new password first, which shuts the other out.
 */
export const alreadySignedUpMail = (siteOrigin: string): OutgoingMail => ({
  subject: 'Someone tried to sign up with your email',
  text: [
    'Someone tried to sign up on the college website with this email, which already has an account.',
    '',
    'If it was you, log in with your password (if the email still needs confirming, the login page sends the link again):',
    `${siteOrigin}/login`,
    'or, if you have forgotten the password, choose a new one:',
    `${siteOrigin}/forgot-password`,
    '',
    'If it was not you, ignore this mail: nothing has changed on your account.',
  ].join('\n'),
});

export const resetMail = (link: string): OutgoingMail => ({
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
