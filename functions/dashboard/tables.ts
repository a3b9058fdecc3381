import type { TableDefinition } from '../lib/resources/table-definition';

/*
 * The dashboard's tables: last visits and kept summaries. Only this group's code names them
 * (functions/data-ownership.test.ts, decision 63); others call its named functions.
 */
export const DASHBOARD_TABLES = {
  /*
   * When each user last opened a section whose new items their dashboard counts (Notifications,
   * Study Buddy): one item per user and section, so the dashboard reads a user's markers in one query.
   */
  lastVisits: {
    envVar: 'LAST_VISITS_TABLE',
    partitionKey: { name: 'userId', type: 'S' },
    sortKey: { name: 'section', type: 'S' },
    // A marker left a year unrenewed (a deleted account's, too) goes; the count then caps at 99+.
    ttlAttribute: 'expiresAt',
  },
  /*
   * Each user's last dashboard summary with the change stamps it was read under (decision 64): the
   * next read uses it while the stamps and its time still hold, in one BatchGet with the stamps.
   */
  dashboardSummaries: {
    envVar: 'DASHBOARD_SUMMARIES_TABLE',
    partitionKey: { name: 'userId', type: 'S' },
    ttlAttribute: 'expiresAt',
  },
} as const satisfies Record<string, TableDefinition>;
