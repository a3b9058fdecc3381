/*
 * Accounts (decision 34): who may sign in and as what. The account records and the Admin's
 * directory of them, sessions, passwords and the one-use links mailed to owners (confirmation,
 * reset, invitation; the mail group keeps the outbox those mails wait in, decision 58). The auth
 * and users groups serve them over HTTP, the roster import writes them, the mail worker makes
 * their links, and every group's handler checks a caller's session here; none reaches past this
 * module.
 *
 * Named functions only (decision 60): a bundle then holds, and the grants test reads, what its
 * function calls. The modules' types are offered whole, type-only, for the use cases' deps
 * (`Pick<typeof accounts, 'findByUserId'>`): a type carries no code into a bundle.
 */
export type * as accountAdmin from './account-admin';
export {
  deleteAccount,
  disableAccount,
  enableAccount,
  endLeftoverSessions,
  graduateToAlumni,
} from './account-admin';
export type * as accountDirectory from './account-directory';
export { readAccounts, searchDirectory } from './account-directory';
export type * as accountLinks from './account-links';
export { createAccountLink, type LinkPurpose, redeemAccountLink } from './account-links';
export type * as accounts from './accounts';
export {
  type Account,
  classOf,
  countPending,
  createAccount,
  decidePending,
  displayName,
  findByLogin,
  findByLogins,
  findByUserId,
  listPending,
  markEmailConfirmed,
  NO_PASSWORD,
  setName,
  setPasswordHash,
  setStudentClass,
  toSummary,
} from './accounts';
export {
  classRoster,
  countClassStudents,
  listClassStudents,
  ON_ROSTER,
  type StudentAccount,
} from './class-roster';
export { sessions, sessionsTogether } from './live-sessions';
export { type PasswordByLinkDeps, setPasswordByLink } from './password-by-link';
export type * as passwords from './passwords';
export { hashPassword, verifyAgainstDecoy, verifyPassword } from './passwords';
export type * as sessionStore from './sessions';
export { createSession, endingSessions, endSession, renameSessions } from './sessions';
