import type { TableDefinition } from '../lib/resources/table-definition';

/*
 * The chat group's table. Only this group's code names them (functions/data-ownership.test.ts,
 * decision 63); others call its named functions.
 */
export const CHAT_TABLES = {
  /* Community chat: one room partition, sorted by time and id, read only after a point. */
  chatMessages: {
    envVar: 'CHAT_MESSAGES_TABLE',
    partitionKey: { name: 'room', type: 'S' },
    sortKey: { name: 'position', type: 'S' },
    // Kept for the chat retention period (decision 20).
    ttlAttribute: 'expiresAt',
  },
} as const satisfies Record<string, TableDefinition>;
