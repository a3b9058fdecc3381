/*
 * What other groups may use of the roster group (functions/boundaries.test.ts): the invitation's
 * text and link, which the mail worker (functions/mail) fills in and sends.
 */
export { invitationLinkOf, invitationMail } from './invitation-mail';
// The last import, which the Admin's dashboard shows.
export { lastJob } from './jobs';
