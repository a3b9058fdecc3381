import type { TableDefinition } from '../lib/resources/table-definition';

/*
 * The mail group's table: the account mail outbox (decision 58). Only this group's code names them
 * (functions/data-ownership.test.ts, decision 63); others call its named functions.
 */
export const MAIL_TABLES = {
  /*
   * Account mail (reset, confirmation, sign-up notice, invitation), stored by the request that
   * asks for it and sent by the mail worker (functions/mail), so no answer waits on SES. Read by id
   * only; an item expires a while after it was sent, given up on or found to need no mail.
   */
  mailOutbox: {
    envVar: 'MAIL_OUTBOX_TABLE',
    partitionKey: { name: 'mailId', type: 'S' },
    ttlAttribute: 'expiresAt',
    // Sparse: only mails given up on carry `failedMail`, so the Admin's dashboard counts just those.
    indexes: [
      {
        name: 'failedMail',
        partitionKey: { name: 'failedMail', type: 'S' },
        sortKey: { name: 'updatedAt', type: 'S' },
      },
    ],
  },
} as const satisfies Record<string, TableDefinition>;
