import type { TableDefinition } from '../lib/resources/table-definition';

/*
 * The assistant's table: the questions asked of it. Only this group's code names them
 * (functions/data-ownership.test.ts, decision 63); others call its named functions.
 */
export const ASSISTANT_TABLES = {
  /* Personalized GPT questions: one item per task; a student's own, newest first, by index. */
  gptTasks: {
    envVar: 'GPT_TASKS_TABLE',
    partitionKey: { name: 'taskId', type: 'S' },
    // Kept for the GPT task retention period (decision 20).
    ttlAttribute: 'expiresAt',
    indexes: [
      {
        name: 'byOwner',
        partitionKey: { name: 'ownerId', type: 'S' },
        sortKey: { name: 'createdAt', type: 'S' },
      },
    ],
  },
} as const satisfies Record<string, TableDefinition>;
