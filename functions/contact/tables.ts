import type { TableDefinition } from '../lib/resources/table-definition';

/*
 * The contact group's table: the messages sent to the college (decision 58: mail delivers them).
 * Only this group's code names them (functions/data-ownership.test.ts, decision 63); others call
 * its named functions.
 */
export const CONTACT_TABLES = {
  /* Every contact message is stored before it is mailed, so a mail failure loses nothing. */
  contactMessages: {
    envVar: 'CONTACT_MESSAGES_TABLE',
    partitionKey: { name: 'messageId', type: 'S' },
    // Kept for the contact retention period (functions/lib/retention.ts, decision 20).
    ttlAttribute: 'expiresAt',
    // Sparse: only messages SES has not taken carry `undelivered`, so the retry job reads just those.
    indexes: [
      {
        name: 'undelivered',
        partitionKey: { name: 'undelivered', type: 'S' },
        sortKey: { name: 'createdAt', type: 'S' },
      },
      // Sparse: messages the retry job gave up on, for an Admin to read and send again.
      {
        name: 'gaveUp',
        partitionKey: { name: 'gaveUp', type: 'S' },
        sortKey: { name: 'createdAt', type: 'S' },
      },
    ],
  },
} as const satisfies Record<string, TableDefinition>;
