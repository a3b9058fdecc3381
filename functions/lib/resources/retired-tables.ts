import type { TableDefinition } from './table-definition';

/*
 * Tables no code uses any more, which a deployed data stack still holds. Each stays one release,
 * with the exports the API stack imported from it, so that stack can move off it first
 * (CloudFormation refuses to remove an export in use); the release after removes it from the
 * template, and RETAIN leaves the table and its data for the operator to delete (docs/operations.md).
 */
export const RETIRED_TABLES = {
  /* Sessions by id, found by user through an index: replaced by accountSessions (decision 16). */
  sessions: {
    envVar: 'SESSIONS_TABLE',
    partitionKey: { name: 'sessionId', type: 'S' },
    indexes: [{ name: 'byUserId', partitionKey: { name: 'userId', type: 'S' } }],
    ttlAttribute: 'expiresAt',
  },
  /*
   * The assistant's index entries of decision 23, replaced by the search database (decision 28):
   * kept one release for the exports the API stack imported from it.
   */
  gptIndex: {
    envVar: 'GPT_INDEX_TABLE',
    partitionKey: { name: 'docId', type: 'S' },
    ttlAttribute: 'expiresAt',
    indexes: [
      {
        name: 'byChange',
        partitionKey: { name: 'feed', type: 'S' },
        sortKey: { name: 'changedAt', type: 'S' },
      },
    ],
  },
} as const satisfies Record<string, TableDefinition>;
