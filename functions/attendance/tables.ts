import type { TableDefinition } from '../lib/resources/table-definition';

/*
 * The attendance group's table (decision 48). Only this group's code names them (functions/data-
 * ownership.test.ts, decision 63); others call its named functions.
 */
export const ATTENDANCE_TABLES = {
  /*
   * One record per student and lecture (decision 48; a record from before lectures, per date and
   * type): marking a lecture again replaces its records. A student reads their own partition;
   * Faculty read a class's date, or range of dates, through the class index.
   */
  attendance: {
    envVar: 'ATTENDANCE_TABLE',
    partitionKey: { name: 'studentId', type: 'S' },
    sortKey: { name: 'slot', type: 'S' },
    indexes: [
      // Retired (records are read by class now); kept one release, as users' studentsByName is.
      {
        name: 'byMonth',
        partitionKey: { name: 'month', type: 'S' },
        sortKey: { name: 'daySlot', type: 'S' },
      },
      // One partition per class (classKey()), by date, session type and student.
      {
        name: 'byClassDate',
        partitionKey: { name: 'classKey', type: 'S' },
        sortKey: { name: 'daySlot', type: 'S' },
      },
    ],
  },
} as const satisfies Record<string, TableDefinition>;
