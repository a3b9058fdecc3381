import * as z from 'zod';
import { defineQueue } from './define-queue';

/*
 * Every queue, each defined once (define-queue.ts). A consumer's timeout is the registry's for its
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

/* One message per roster import (`npx tsx bench/roster-import.ts 5000` times one); SES may slow the invitations. */
export const rosterImportsQueue = defineQueue('rosterImports', {
  envVar: 'ROSTER_IMPORTS_QUEUE_URL',
  message: z.object({ jobId: id }),
  consumerTimeoutSeconds: 300,
  maxReceiveCount: 3,
});

/* One message per timetable import (decision 50, where a whole college's import is measured). */
export const timetableImportsQueue = defineQueue('timetableImports', {
  envVar: 'TIMETABLE_IMPORTS_QUEUE_URL',
  message: z.object({ jobId: id }),
  consumerTimeoutSeconds: 300,
  maxReceiveCount: 3,
});

/*
 * One message per stored account mail. The worker sets each failed try's own wait (backoff,
 * DelayedRetry), and 20 receives outlast SES throttling and the tries it counts itself
 * (functions/mail/deliver.ts) before a message is dead-lettered.
 */
export const mailQueue = defineQueue('mail', {
  envVar: 'MAIL_QUEUE_URL',
  message: z.object({ mailId: id }),
  consumerTimeoutSeconds: 30,
  maxReceiveCount: 20,
});

/* One message per note or attached file to index (decision 23; times in docs/measurements/assistant-scale.md). */
export const gptIngestQueue = defineQueue('gptIngest', {
  envVar: 'GPT_INGEST_QUEUE_URL',
  // A note (its id is its file's) or a question's attached file.
  message: z.union([z.object({ noteId: id }), z.object({ fileId: id })]),
  consumerTimeoutSeconds: 300,
  maxReceiveCount: 3,
});

/* A queue left out here is no QueueId: its consumer, sender and stacks do not compile. */
export const QUEUE_DEFINITIONS = {
  gptTasks: gptTasksQueue,
  rosterImports: rosterImportsQueue,
  timetableImports: timetableImportsQueue,
  mail: mailQueue,
  gptIngest: gptIngestQueue,
} as const;

export type QueueMessage<Q extends keyof typeof QUEUE_DEFINITIONS> = z.infer<
  (typeof QUEUE_DEFINITIONS)[Q]['message']
>;
