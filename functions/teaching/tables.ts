import type { TableDefinition } from '../lib/resources/table-definition';

/*
 * The teaching group's table: who teaches which class. Only this group's code names them
 * (functions/data-ownership.test.ts, decision 63); others call its named functions.
 */
export const TEACHING_TABLES = {
  /*
   * Teaching assignments: the classes a Faculty teaches (and may mark), under their account's id,
   * one item per class and subject (sort key `classKey#subject`), with a count item capping them
   * (functions/teaching/assignments.ts). Whether a Faculty teaches a class is one query of their partition.
   */
  teaching: {
    envVar: 'TEACHING_TABLE',
    partitionKey: { name: 'facultyId', type: 'S' },
    sortKey: { name: 'assignment', type: 'S' },
    indexes: [
      // Who teaches a class (decision 56): a branch's assignments, whose sort key begins with the
      // class, so a class's teachers are one key range; the count item has no branch and is not here.
      {
        name: 'byBranch',
        partitionKey: { name: 'branch', type: 'S' },
        sortKey: { name: 'assignment', type: 'S' },
      },
    ],
  },
} as const satisfies Record<string, TableDefinition>;
