import { defineResources } from '../lib/resources/grants';

/*
 * The timetable's items (day items read in batches and put on their version), the accounts it
 * names (a Faculty member by id), the rooms and teaching it checks against; and an import's start
 * (decision 50): the upload it names, its job and the queue to its worker.
 */
export const resources = defineResources({
  tables: {
    timetable: ['get', 'put', 'batchGet'],
    users: ['query:byUserId'],
    rooms: ['get'],
    teaching: ['query'],
    files: ['get'],
    // Named only: the accounts module names the Admin's directory, which nothing here reaches.
    accountDirectory: [],
  },
  queues: ['timetableImports'],
});

/**
 * The import worker: its job (claimed and finished under a lease), the upload and its file, the
 * Faculty members, rooms and teaching each row is checked against, and the day items it writes.
 */
export const importWorkerResources = defineResources({
  tables: {
    timetable: ['get', 'put', 'update', 'batchGet'],
    users: ['batchGet'],
    rooms: ['get'],
    teaching: ['query'],
    files: ['get'],
    accountDirectory: [],
  },
  buckets: { files: { get: ['timetable/'] } },
  memorySize: 1024,
});

/** Marks failed an import whose message reached the dead-letter queue. */
export const importDeadLetterResources = defineResources({
  tables: { timetable: ['update'] },
});
