/*
 * What other groups may use of the auth group (functions/boundaries.test.ts): the account mails'
 * texts and links, which the mail worker (functions/mail) fills in and sends.
 */
export {
  alreadySignedUpMail,
  confirmationMail,
  confirmLinkOf,
  resetLinkOf,
  resetMail,
} from './account-mails';
