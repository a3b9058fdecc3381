import { defineResources } from '../lib/resources/grants';

/** Where WordNet's files sit beside the worker's bundle on Lambda (copied there at bundling). */
export const WORDNET_BUNDLED_DIR = 'wordnet-dict';

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
  queues: ['gptTasks'],
  // How long a task is kept (decision 20).
  settings: ['gptTaskRetentionDays'],
});

/**
 * The worker: tasks, the open-task slots, the asker's class (their account, by user id, read
 * through the accounts group's findByUserId), and the search database (decision 28), where a
 * question is a few statements. It never reads a note's
 * file and holds no index; an attachment not yet indexed waits, or is left out (decision 62).
 */
export const workerResources = defineResources({
  tables: {
    gptTasks: ['get', 'update'],
    rateLimits: ['delete'],
    users: ['query:byUserId'],
    // Which quoted notes still stand, by key: none deleted or being deleted is quoted (decision 42).
    notes: ['batchGet'],
    changeStamps: ['put'],
  },
  searchDatabase: true,
  // Sets a failed try's wait, or sends it again later.
  queues: ['gptTasks'],
  asksModel: true,
  reranks: true,
  memorySize: 512,
});

/**
 * The ingest function (decision 23): reads a note's file (its details are on its pending row) or
 * an attachment once, and writes its passages to the search database. 1,024 MB leaves room to
 * spare over a 620-page PDF's peak (docs/measurements/assistant-scale.md), and more memory is more
 * CPU.
 */
export const ingestResources = defineResources({
  tables: { files: ['get'] },
  buckets: { files: { get: ['note/', 'gptAttachment/'] } },
  searchDatabase: true,
  // With Bedrock, passages are embedded here (the semantic signal's vectors); no answer is asked.
  embeds: true,
  // How long an attachment's passages are kept: as long as its question.
  settings: ['gptTaskRetentionDays'],
  memorySize: 1024,
});

/**
 * The daily cross-check (decision 42): note documents whose note is gone (read by key in the
 * notes table) are removed, notes left pending sent again, expired attachments' passages removed.
 */
export const crossCheckResources = defineResources({
  tables: { notes: ['batchGet'] },
  searchDatabase: true,
  queues: ['gptIngest'],
});

/** Applies the search database's migrations (store/schema.ts), at deploy. */
export const migrateResources = defineResources({
  searchDatabase: true,
});

/** Marks failed a task whose message reached the dead-letter queue, and gives its slot back. */
export const deadLetterResources = defineResources({
  tables: { gptTasks: ['get', 'update'], rateLimits: ['delete'], changeStamps: ['put'] },
});
