/*
 * Accounts (decision 34): who may sign in and as what. The account records and the Admin's
 * directory of them, sessions, passwords, the one-use links mailed to owners (confirmation, reset,
 * invitation) and the outbox those mails wait in. The auth and users groups serve them over HTTP,
 * the roster import writes them, the mail worker sends their mails, and every group's handler
 * checks a caller's session here; none reaches past this module.
 */
export * as accountAdmin from './account-admin';
export { graduateToAlumni } from './account-admin';
export * as accountDirectory from './account-directory';
export type { LinkPurpose } from './account-links';
export * as accountLinks from './account-links';
export * as accounts from './accounts';
export {
  type Account,
  classOf,
  countPending,
  displayName,
  findByUserId,
  NO_PASSWORD,
  toSummary,
} from './accounts';
export type { AccountMailKind, AccountMailRequest, OutboxItem } from './mail-outbox';
export * as mailOutbox from './mail-outbox';
export { type PasswordByLinkDeps, setPasswordByLink } from './password-by-link';
export * as passwords from './passwords';
export * as sessions from './sessions';
