import type { TableDefinition } from '../lib/resources/table-definition';

/*
 * The timetable group's table: the college's day (decision 46) and its import jobs. Only this
 * group's code names them (functions/data-ownership.test.ts, decision 63); others call its named
 * functions.
 */
export const TIMETABLE_TABLES = {
  /*
   * The college's day (decision 46): its periods and term under `college`, and one item per owner
   * and day — `class#…`, `faculty#…` or `room#…` with a weekday (their weekly slots) or a date
   * (that date's one-off changes) — holding its entries and a version that every write conditions
   * on, so a clash check reads three items and parallel clashing writes cannot both pass.
   */
  timetable: {
    envVar: 'TIMETABLE_TABLE',
    partitionKey: { name: 'owner', type: 'S' },
    sortKey: { name: 'day', type: 'S' },
  },
} as const satisfies Record<string, TableDefinition>;
