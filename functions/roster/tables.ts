import type { TableDefinition } from '../lib/resources/table-definition';

/*
 * The roster group's table: its import jobs. Only this group's code names them (functions/data-
 * ownership.test.ts, decision 63); others call its named functions.
 */
export const ROSTER_TABLES = {
  /* Roster imports: one item per job, its progress, counts and report (read by its Admin's polling). */
  rosterImports: {
    envVar: 'ROSTER_IMPORTS_TABLE',
    partitionKey: { name: 'jobId', type: 'S' },
    // Every job since this index came (`feed`), newest first: the Admin's dashboard reads the last one.
    indexes: [
      {
        name: 'newest',
        partitionKey: { name: 'feed', type: 'S' },
        sortKey: { name: 'createdAt', type: 'S' },
      },
    ],
  },
} as const satisfies Record<string, TableDefinition>;
