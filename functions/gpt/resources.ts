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
  },
  queues: ['gptTasks'],
  // How long a task is kept (decision 20).
  settings: ['gptTaskRetentionDays'],
});

/**
 * The worker: tasks, the open-task slots, the asker's class (their account, by user id), and the
 * assistant's index (decision 23): its entries and the passages of every note and attachment. It
 * never reads a note's file; an attachment not yet indexed is asked for again.
 */
export const workerResources = defineResources({
  tables: {
    gptTasks: ['get', 'update'],
    rateLimits: ['delete'],
    users: ['query:byUserId'],
    gptIndex: ['get', 'put', 'query:byChange'],
  },
  buckets: { files: { get: ['passages/'] } },
  // Asks again for a lost attachment's ingestion; sets a failed try's wait, or sends it again later.
  queues: ['gptIngest', 'gptTasks'],
  asksModel: true,
  reranks: true,
  memorySize: 1024,
});

/**
 * The ingest function (decision 23): reads a note (its details and file) or an attachment once,
 * and writes its passages to the index. A 620-page PDF took 8.5 s and 434 MB at its peak on this
 * machine (npm run bench:assistant-scale): 1,024 MB is twice that, and more CPU than less.
 */
export const ingestResources = defineResources({
  tables: { notes: ['get'], files: ['get'], gptIndex: ['put'] },
  buckets: { files: { get: ['note/', 'gptAttachment/'], put: ['passages/'], delete: ['passages/'] } },
  // With Bedrock, passages are embedded here (the semantic signal's vectors).
  asksModel: true,
  memorySize: 1024,
});

/**
 * The index's upkeep (decision 27): finds notes left pending (the feed) and sends them again, and
 * rewrites the snapshot's changed shards from the notes' passages.
 */
export const maintenanceResources = defineResources({
  tables: { gptIndex: ['get', 'put', 'query:byChange'] },
  buckets: { files: { get: ['passages/'], put: ['passages/'], delete: ['passages/'] } },
  queues: ['gptIngest'],
  memorySize: 1024,
});

/** Marks failed a task whose message reached the dead-letter queue, and gives its slot back. */
export const deadLetterResources = defineResources({
  tables: { gptTasks: ['get', 'update'], rateLimits: ['delete'] },
});
