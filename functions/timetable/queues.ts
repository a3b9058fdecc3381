import * as z from 'zod';
import { defineQueue } from '../lib/queues/define-queue';

/*
 * The timetable's queue (define-queue.ts), which only its code sends to (decision 63), with the
 * Lambdas it feeds. One message per timetable import (decision 50, where a whole college's import
 * is measured).
 */
export const timetableImportsQueue = defineQueue('timetableImports', {
  envVar: 'TIMETABLE_IMPORTS_QUEUE_URL',
  message: z.object({ jobId: z.uuid() }),
  consumerTimeoutSeconds: 300,
  maxReceiveCount: 3,
  consumerFunction: {
    id: 'timetableImport',
    entry: 'functions/timetable/import-worker-handler.ts',
    description: 'Campus: checks and stores timetable imports (decision 50)',
    batchSize: 1,
    /*
     * Its job (claimed and finished under a lease), the upload and its file, the Faculty members,
     * rooms and teaching each row is checked against, and the day items it writes.
     */
    resources: {
      tables: {
        // Each owner's dated items for the rest of the term are read once (query), as a slot's are.
        timetable: ['get', 'put', 'update', 'delete', 'batchGet', 'query'],
        users: ['batchGet'],
        rooms: ['get'],
        teaching: ['query'],
        files: ['get'],
        // An import's end stamps the college's and the Admin's dashboards (decision 64).
        changeStamps: ['put'],
      },
      buckets: { files: { get: ['timetable/'] } },
      memorySize: 1024,
    },
  },
  deadLetterFunction: {
    id: 'timetableImportDeadLetters',
    entry: 'functions/timetable/import-dead-letter-handler.ts',
    description: 'Campus: marks failed the timetable imports whose every try failed',
    batchSize: 10,
    resources: { tables: { timetable: ['update'] } },
  },
  // The timetable's endpoints start an import.
  sentBy: ['timetable'],
});

export const TIMETABLE_QUEUES = { timetableImports: timetableImportsQueue } as const;
