import type { TableDefinition } from '../lib/resources/table-definition';

/*
 * The rooms group's table. Only this group's code names them (functions/data-ownership.test.ts,
 * decision 63); others call its named functions.
 */
export const ROOMS_TABLES = {
  /* Classrooms by normalized code (E101), for directions; a bounded table. */
  rooms: {
    envVar: 'ROOMS_TABLE',
    partitionKey: { name: 'code', type: 'S' },
  },
} as const satisfies Record<string, TableDefinition>;
