import type { OutgoingMail } from '../lib/mail';
import type { RateLimit } from '../lib/rate-limit';

/*
 * The account mails' texts, which the mail worker (functions/mail) fills in and sends. The mails
 * sign-up and its confirmation send to an address, counted together per address (the new
 * account's own link, a notice to an owner, each link sent again): one every 5 minutes, as reset
 * mails, so no one floods an inbox through the sign-up form or the "send the link again" button,
 * and no one keeps the owner from a fresh link once the last is 5 minutes old. Per client, the
 * button's requests: 100 an hour, as reset mails (sign-up has its own per-client limit).
 */
export const ACCOUNT_MAILS_PER_ADDRESS: RateLimit = {
  name: 'account-mail:email',
  limit: 1,
  windowSeconds: 5 * 60,
};
export const CONFIRM_MAILS_PER_CLIENT: RateLimit = {
  name: 'confirm-mail:client',
  limit: 100,
  windowSeconds: 60 * 60,
};

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
