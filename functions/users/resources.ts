import { defineResources } from '../lib/resources/grants';

/*
 * Accounts; and for revocation, their sessions (ended), the Admin's directory of accounts, and the
 * admin lock (an item in rateLimits, see admin-lock.ts); and the Faculty's teaching assignments.
 */
export const resources = defineResources({
  tables: {
    users: ['get', 'batchGet', 'update', 'delete', 'query:byUserId', 'query:pendingByDate'],
    accountSessions: ['delete', 'query'],
    accountDirectory: ['query', 'batchWrite'],
    rateLimits: ['put', 'delete'],
    // Teaching assignments: a Faculty member's classes, and their count item.
    teaching: ['query', 'put', 'update', 'delete'],
  },
});
