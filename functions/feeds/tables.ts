import type { TableDefinition } from '../lib/resources/table-definition';

/*
 * The feeds group's table: the private calendar feeds' tokens (decision 52). Only this group's
 * code names them (functions/data-ownership.test.ts, decision 63); others call its named
 * functions.
 */
export const FEEDS_TABLES = {
  /*
   * Private calendar feeds (decision 52): `token#<SHA-256 of the token>` names its user, and
   * `user#<userId>` the hash of that user's one live token, so a new address ends the old one.
   */
  calendarFeeds: {
    envVar: 'CALENDAR_FEEDS_TABLE',
    partitionKey: { name: 'key', type: 'S' },
  },
} as const satisfies Record<string, TableDefinition>;
