/*
 * What other groups may use of the mail group (functions/boundaries.test.ts): the count of account
 * mails given up on, which the Admin's dashboard shows.
 */
export { countFailedMail } from './outbox-items';
