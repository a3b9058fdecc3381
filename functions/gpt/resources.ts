import { defineResources } from '../lib/resources/grants';

/** Tasks, the limits, the upload records of attachments, and the queue the worker reads. */
export const resources = defineResources({
  tables: { gptTasks: ['get', 'put', 'query:byOwner'], rateLimits: ['update'], files: ['get'] },
  queues: ['gptTasks'],
  // How long a task is kept (decision 20).
  settings: ['gptTaskRetentionDays'],
});

/**
 * The worker: tasks, the notes it reads and their files, attachments, the open-task counter, and
 * the text it extracts once from each note (kept under `extracted/` in the files bucket).
 */
export const workerResources = defineResources({
  tables: {
    gptTasks: ['get', 'update'],
    rateLimits: ['update'],
    files: ['get'],
    // The newest notes, through listNotes, whose filters may pick any of these indexes.
    notes: ['query:newest', 'query:byBranch', 'query:byYear', 'query:bySubject'],
  },
  // Reads notes and attachments; writes, and reads again, only the text it extracts.
  buckets: { files: { get: ['note/', 'gptAttachment/', 'extracted/'], put: ['extracted/'] } },
  asksModel: true,
  memorySize: 1024,
});

/** Marks failed a task whose message reached the dead-letter queue, and gives its slot back. */
export const deadLetterResources = defineResources({
  tables: { gptTasks: ['get', 'update'], rateLimits: ['update'] },
});
