import * as z from 'zod';
import { defineQueue } from '../lib/queues/define-queue';

/*
 * The assistant's queues (define-queue.ts), which only its code sends to
 * (functions/data-ownership.test.ts, decision 63). A consumer's timeout is the registry's for its
 * function; the visibility timeout (six times it) and the lease's stale time are drawn from it.
 */
const id = z.uuid();

/* One message per question; a failed try comes back in seconds (2, then 6), not after 180 s. */
export const gptTasksQueue = defineQueue('gptTasks', {
  envVar: 'GPT_TASKS_QUEUE_URL',
  message: z.object({ taskId: id }),
  consumerTimeoutSeconds: 30,
  maxReceiveCount: 3,
  retryDelaySeconds: (receiveCount) => 2 * 3 ** Math.max(0, receiveCount - 1),
});

/* One message per note or attached file to index (decision 23; times in docs/measurements/assistant-scale.md). */
export const gptIngestQueue = defineQueue('gptIngest', {
  envVar: 'GPT_INGEST_QUEUE_URL',
  // A note (its id is its file's) or a question's attached file.
  message: z.union([z.object({ noteId: id }), z.object({ fileId: id })]),
  consumerTimeoutSeconds: 300,
  maxReceiveCount: 3,
});

export const ASSISTANT_QUEUES = { gptTasks: gptTasksQueue, gptIngest: gptIngestQueue } as const;
