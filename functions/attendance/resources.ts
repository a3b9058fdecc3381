import { defineResources } from '../lib/resources/grants';

/** Attendance records, and the accounts that say who is a student. */
export const resources = defineResources({
  tables: { attendance: 'readWrite', users: 'read' },
});
