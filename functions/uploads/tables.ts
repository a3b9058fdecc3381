import type { TableDefinition } from '../lib/resources/table-definition';

/*
 * The uploads group's table: every uploaded file's record. Only this group's code names them
 * (functions/data-ownership.test.ts, decision 63); others call its named functions.
 */
export const UPLOADS_TABLES = {
  /* Uploaded files: a pending record when an upload is handed out, made ready by its confirm. */
  files: {
    envVar: 'FILES_TABLE',
    partitionKey: { name: 'fileId', type: 'S' },
    // Only pending records carry it; a confirmed file never expires.
    ttlAttribute: 'expiresAt',
  },
} as const satisfies Record<string, TableDefinition>;
