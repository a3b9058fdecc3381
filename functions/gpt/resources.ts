import { defineResources } from '../lib/resources/grants';

/** Tasks, the limits, the upload records of attachments, and the queue the worker reads. */
export const resources = defineResources({
  tables: { gptTasks: 'readWrite', rateLimits: 'readWrite', files: 'read' },
  queues: ['gptTasks'],
});

/**
 * The worker: tasks, the notes it reads and their files, attachments, the open-task counter, and
 * the text it extracts once from each note (kept under `extracted/` in the files bucket).
 */
export const workerResources = defineResources({
  tables: { gptTasks: 'readWrite', rateLimits: 'readWrite', files: 'read', notes: 'read' },
  buckets: { files: 'readWrite' },
  asksModel: true,
  memorySize: 1024,
});

/** Marks failed a task whose message reached the dead-letter queue, and gives its slot back. */
export const deadLetterResources = defineResources({
  tables: { gptTasks: 'readWrite', rateLimits: 'readWrite' },
});
