/*
 * Accounts (decision 34): who may sign in and as what. The account records and the Admin's
 * directory of them, sessions, passwords and the one-use links mailed to owners (confirmation,
 * reset, invitation; the mail group keeps the outbox those mails wait in, decision 58). The auth
 * and users groups serve them over HTTP, the roster import writes them, the mail worker makes
 * their links, and every group's handler checks a caller's session here; none reaches past this
 * module.
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
export { type PasswordByLinkDeps, setPasswordByLink } from './password-by-link';
export * as passwords from './passwords';
export * as sessions from './sessions';
