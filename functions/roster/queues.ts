import * as z from 'zod';
import { defineQueue } from '../lib/queues/define-queue';

/*
 * The roster's queue (define-queue.ts), which only its code sends to (decision 63), with the Lambdas
 * it feeds. One message per roster import (`npx tsx bench/roster-import.ts 5000` times one); SES may
 * slow the invitations.
 */
export const rosterImportsQueue = defineQueue('rosterImports', {
  envVar: 'ROSTER_IMPORTS_QUEUE_URL',
  message: z.object({ jobId: z.uuid() }),
  consumerTimeoutSeconds: 300,
  maxReceiveCount: 3,
  consumerFunction: {
    id: 'rosterImport',
    entry: 'functions/roster/worker-handler.ts',
    description: 'Campus: checks and applies roster imports, and mails the invitations',
    batchSize: 1,
    /*
     * The jobs, the roster file it reads, the accounts it makes or updates (and their entries in
     * the Admin's directory), the sessions a graduation ends, the classes Faculty rows assign
     * (teaching, with its count item), and the invitations it stores and queues for the mail worker
     * (which makes their links and sends them).
     */
    resources: {
      tables: {
        rosterImports: ['get', 'update'],
        files: ['get'],
        // The classes it touched are recounted (studentsByClass) for the Admin's dashboard (decision 55).
        users: ['get', 'put', 'update', 'batchGet', 'query:studentsByClass'],
        accountSessions: ['delete', 'query'],
        // A new or renamed account is listed in the Admin's directory (accounts.ts, account-directory.ts).
        accountDirectory: ['batchWrite'],
        mailOutbox: ['batchWrite'],
        teaching: ['put', 'update'],
        // A Student row's batch (decision 46): read, and put when it changed; the touched classes'
        // markers of "students but no timetable", read back and counted (classes-without.ts).
        timetable: ['get', 'put', 'delete', 'batchGet', 'query'],
        // The job's status, counts and end (the Admin's dashboard) and the accounts stored (decision 64).
        changeStamps: ['put'],
      },
      // The roster file it imports.
      buckets: { files: { get: ['roster/'] } },
      memorySize: 1024,
    },
  },
  deadLetterFunction: {
    id: 'rosterImportDeadLetters',
    entry: 'functions/roster/dead-letter-handler.ts',
    description: 'Campus: marks failed the roster imports whose every try failed',
    batchSize: 10,
    resources: { tables: { rosterImports: ['update'], changeStamps: ['put'] } },
  },
  // The roster's endpoints start an import.
  sentBy: ['roster'],
});

export const ROSTER_QUEUES = { rosterImports: rosterImportsQueue } as const;
