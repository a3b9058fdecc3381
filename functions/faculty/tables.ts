import type { TableDefinition } from '../lib/resources/table-definition';

/*
 * The faculty group's table: the public faculty directory. Only this group's code names them
 * (functions/data-ownership.test.ts, decision 63); others call its named functions.
 */
export const FACULTY_TABLES = {
  /* Queried by department through an index, so the public faculty page never scans. */
  faculty: {
    envVar: 'FACULTY_TABLE',
    partitionKey: { name: 'id', type: 'S' },
    indexes: [
      {
        name: 'byDepartment',
        partitionKey: { name: 'department', type: 'S' },
        sortKey: { name: 'name', type: 'S' },
      },
    ],
  },
} as const satisfies Record<string, TableDefinition>;
