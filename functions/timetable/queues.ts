import * as z from 'zod';
import { defineQueue } from '../lib/queues/define-queue';

/*
 * The timetable's queue (define-queue.ts), which only its code sends to (decision 63). One message
 * per timetable import (decision 50, where a whole college's import is measured).
 */
export const timetableImportsQueue = defineQueue('timetableImports', {
  envVar: 'TIMETABLE_IMPORTS_QUEUE_URL',
  message: z.object({ jobId: z.uuid() }),
  consumerTimeoutSeconds: 300,
  maxReceiveCount: 3,
});

export const TIMETABLE_QUEUES = { timetableImports: timetableImportsQueue } as const;
