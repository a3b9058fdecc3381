import type { TableDefinition } from '../lib/resources/table-definition';

/*
 * The calendar group's table: the academic calendar. Only this group's code names them
 * (functions/data-ownership.test.ts, decision 63); others call its named functions.
 */
export const CALENDAR_TABLES = {
  /* The one current academic calendar, as a single item swapped in one write. */
  calendar: {
    envVar: 'CALENDAR_TABLE',
    partitionKey: { name: 'id', type: 'S' },
  },
} as const satisfies Record<string, TableDefinition>;
