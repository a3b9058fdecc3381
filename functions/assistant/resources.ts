import { defineResources } from '../lib/resources/grants';

/** Tasks, the limits, the upload records of attachments, and the queue the worker reads. */
export const resources = defineResources({
  tables: {
    gptTasks: ['get', 'put', 'update', 'query:byOwner'],
    // Counts asks (update) and takes or gives back an open-task slot (put, delete; decision 24).
    rateLimits: ['update', 'put', 'delete'],
    files: ['get'],
    // A question asked stamps its asker (decision 64), as each later state of it does.
    changeStamps: ['put'],
  },
  // How long a task is kept (decision 20).
  settings: ['gptTaskRetentionDays'],
});

/**
 * The daily cross-check (decision 42): note documents whose note is gone (read by key in the
 * notes table) are removed, notes left pending sent again, expired attachments' passages removed.
 */
export const crossCheckResources = defineResources({
  tables: { notes: ['batchGet'] },
  searchDatabase: true,
});

/** Applies the search database's migrations (store/schema.ts), at deploy. */
export const migrateResources = defineResources({
  searchDatabase: true,
});
