import type { TableDefinition } from '../lib/resources/table-definition';

/*
 * The departments group's table. Only this group's code names them (functions/data-
 * ownership.test.ts, decision 63); others call its named functions.
 */
export const DEPARTMENTS_TABLES = {
  /* Keyed by the name as compared (case and spacing ignored), so a conditional put keeps names unique. */
  departments: {
    envVar: 'DEPARTMENTS_TABLE',
    partitionKey: { name: 'nameKey', type: 'S' },
  },
} as const satisfies Record<string, TableDefinition>;
