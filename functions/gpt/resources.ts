import { defineResources } from '../lib/resources/grants';

/** Tasks, the limits, the upload records of attachments, and the queue the worker reads. */
export const resources = defineResources({
  tables: { gptTasks: 'readWrite', rateLimits: 'readWrite', files: 'read' },
  queues: ['gptTasks'],
});

/** The worker: tasks, the notes it reads and their files, attachments, and the open-task counter. */
export const workerResources = defineResources({
  tables: { gptTasks: 'readWrite', rateLimits: 'readWrite', files: 'read', notes: 'read' },
  buckets: { files: 'read' },
  memorySize: 1024,
});
