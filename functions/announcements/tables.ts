import type { TableDefinition } from '../lib/resources/table-definition';

/*
 * The announcements group's table. Only this group's code names them (functions/data-
 * ownership.test.ts, decision 63); others call its named functions.
 */
export const ANNOUNCEMENTS_TABLES = {
  /* Announcements in one feed, newest first (a college posts a few a day). */
  announcements: {
    envVar: 'ANNOUNCEMENTS_TABLE',
    partitionKey: { name: 'feed', type: 'S' },
    sortKey: { name: 'postedAt', type: 'S' },
  },
} as const satisfies Record<string, TableDefinition>;
