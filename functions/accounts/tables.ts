import type { TableDefinition } from '../lib/resources/table-definition';

/*
 * The accounts group's tables: accounts, their sessions, the Admin's directory and single-use
 * links. Only this group's code names them (functions/data-ownership.test.ts, decision 63); others
 * call its named functions.
 */
export const ACCOUNTS_TABLES = {
  /* Keyed by the normalized email or phone, so a conditional put makes it unique. */
  users: {
    envVar: 'USERS_TABLE',
    partitionKey: { name: 'login', type: 'S' },
    indexes: [
      { name: 'byUserId', partitionKey: { name: 'userId', type: 'S' } },
      // Sparse: only pending accounts carry `pendingStatus`, so the index holds the approval queue.
      {
        name: 'pendingByDate',
        partitionKey: { name: 'pendingStatus', type: 'S' },
        sortKey: { name: 'createdAt', type: 'S' },
      },
      /*
       * Retired: every active Student in one partition, which no request reads any more. It stays
       * for one release because a deploy may add or remove only one index of a table (DynamoDB and
       * CloudFormation), and a changed key schema is a removal plus an addition; the next release
       * removes it. Accounts no longer get `studentList`.
       */
      {
        name: 'studentsByName',
        partitionKey: { name: 'studentList', type: 'S' },
        sortKey: { name: 'nameKey', type: 'S' },
      },
      // Sparse: active Students with a class carry `classList` (classKey()): one roster per class, by name.
      {
        name: 'studentsByClass',
        partitionKey: { name: 'classList', type: 'S' },
        sortKey: { name: 'nameKey', type: 'S' },
      },
    ],
  },
  /*
   * Sessions under their account's key (decision 16): the check on every call is one Get, and a
   * change to the account ends its sessions with a strongly consistent query of the table itself
   * (an index would lag). Replaces `sessions` (by session id, found by user through an index),
   * which the data stack keeps for one release (RETIRED_TABLES).
   */
  accountSessions: {
    envVar: 'ACCOUNT_SESSIONS_TABLE',
    partitionKey: { name: 'login', type: 'S' },
    sortKey: { name: 'sessionId', type: 'S' },
    ttlAttribute: 'expiresAt',
  },
  /*
   * The Admin's directory of accounts (functions/accounts/account-directory.ts): entries that find an
   * account by the start of its name, a surname, or its email, without scanning users. A table of
   * its own because a deploy may add only one index to users, and studentsByClass took it.
   */
  accountDirectory: {
    envVar: 'ACCOUNT_DIRECTORY_TABLE',
    partitionKey: { name: 'shard', type: 'S' },
    sortKey: { name: 'entry', type: 'S' },
  },
  /* Single-use password-reset links, stored by the SHA-256 of their token, never the token itself. */
  passwordResets: {
    envVar: 'PASSWORD_RESETS_TABLE',
    partitionKey: { name: 'tokenHash', type: 'S' },
    ttlAttribute: 'expiresAt',
  },
} as const satisfies Record<string, TableDefinition>;
