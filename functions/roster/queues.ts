import * as z from 'zod';
import { defineQueue } from '../lib/queues/define-queue';

/*
 * The roster's queue (define-queue.ts), which only its code sends to (decision 63). One message
 * per roster import (`npx tsx bench/roster-import.ts 5000` times one); SES may slow the invitations.
 */
export const rosterImportsQueue = defineQueue('rosterImports', {
  envVar: 'ROSTER_IMPORTS_QUEUE_URL',
  message: z.object({ jobId: z.uuid() }),
  consumerTimeoutSeconds: 300,
  maxReceiveCount: 3,
});

export const ROSTER_QUEUES = { rosterImports: rosterImportsQueue } as const;
