import type { TableDefinition } from '../lib/resources/table-definition';

/*
 * The notes group's table: the study notes, the truth the search database is kept in step with.
 * Only this group's code names them (functions/data-ownership.test.ts, decision 63); others call
 * its named functions.
 */
export const NOTES_TABLES = {
  /*
   * Study notes, keyed by their file's id (one note per file). Every list is newest first through
   * an index: all notes, or those of one branch, year or subject (normalized keys), so no request
   * scans the table. A note being removed loses those keys, so no list shows it.
   */
  notes: {
    envVar: 'NOTES_TABLE',
    partitionKey: { name: 'id', type: 'S' },
    indexes: [
      {
        name: 'newest',
        partitionKey: { name: 'feed', type: 'S' },
        sortKey: { name: 'createdAt', type: 'S' },
      },
      {
        name: 'byBranch',
        partitionKey: { name: 'branchKey', type: 'S' },
        sortKey: { name: 'createdAt', type: 'S' },
      },
      {
        name: 'byYear',
        partitionKey: { name: 'yearKey', type: 'S' },
        sortKey: { name: 'createdAt', type: 'S' },
      },
      {
        name: 'bySubject',
        partitionKey: { name: 'subjectKey', type: 'S' },
        sortKey: { name: 'createdAt', type: 'S' },
      },
      /*
       * Sparse: a note the search database still owes something carries `reconcile` (`index` until
       * its passages are in, `remove` while its removal runs), so the sweep reads only those, never
       * every note ever shared (decision 42).
       */
      {
        name: 'toReconcile',
        partitionKey: { name: 'reconcile', type: 'S' },
        sortKey: { name: 'reconcileSince', type: 'S' },
      },
    ],
  },
} as const satisfies Record<string, TableDefinition>;
