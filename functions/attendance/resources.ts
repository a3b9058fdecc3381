import { defineResources } from '../lib/resources/grants';

/** Attendance records, and the accounts that say who is a student. */
export const resources = defineResources({
  tables: {
    attendance: ['query', 'query:byClassDate', 'batchWrite'],
    // A class's Students, by name.
    users: ['query:studentsByClass'],
    // The classes a Faculty member is assigned: the only ones they mark, read and export.
    teaching: ['query'],
  },
});
