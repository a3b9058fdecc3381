import { defineResources } from '../lib/resources/grants';

/*
 * Accounts; and for revocation, their sessions (ended), the Admin's directory of accounts, and the
 * admin lock (an item in rateLimits, see admin-lock.ts); and the Faculty's teaching assignments.
 */
export const resources = defineResources({
  tables: {
    // A class change recounts both classes' students for the Admin's dashboard (decision 55).
    users: [
      'get',
      'batchGet',
      'update',
      'delete',
      'query:byUserId',
      'query:pendingByDate',
      'query:studentsByClass',
    ],
    accountSessions: ['delete', 'query'],
    accountDirectory: ['query', 'batchWrite'],
    rateLimits: ['put', 'delete'],
    // Teaching assignments: a Faculty member's classes, and their count item.
    teaching: ['query', 'put', 'update', 'delete'],
    // Each class's count of students, kept in the timetable table (functions/timetable/class-summary.ts),
    // and its marker of "students but no timetable", read back and counted (classes-without.ts).
    timetable: ['put', 'delete', 'batchGet', 'query'],
    // Decisions, class and status changes change the dashboards that show them (decision 64).
    changeStamps: ['put'],
  },
});
