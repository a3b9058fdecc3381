import { defineResources } from '../lib/resources/grants';

/**
 * Import jobs, the upload records they start from, the queue that hands them to the worker; and
 * for an invitation's use, its link, the account whose password it sets (read first, strongly
 * consistent) and the account's sessions, which it ends (the accounts module names the Admin's
 * directory too, which setting a password does not change).
 */
export const resources = defineResources({
  tables: {
    rosterImports: ['get', 'put'],
    files: ['get'],
    users: ['get', 'update'],
    accountSessions: ['delete', 'query'],
    passwordResets: ['delete'],
    // A new job is the Admin's dashboard's last import (decision 64).
    changeStamps: ['put'],
  },
  queues: ['rosterImports'],
});

/**
 * The worker: the jobs, the roster file it reads, the accounts it makes or updates (and their
 * entries in the Admin's directory), the sessions a graduation ends, the classes Faculty rows
 * assign (teaching, with its count item), and the invitations it stores and queues for the mail
 * worker (which makes their links and sends them).
 */
export const workerResources = defineResources({
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
  queues: ['mail'],
  memorySize: 1024,
});

/** Marks failed an import whose message reached the dead-letter queue. */
export const deadLetterResources = defineResources({
  tables: { rosterImports: ['update'], changeStamps: ['put'] },
});
