/** SQS queues. Each has a dead-letter queue that takes a message after `maxReceiveCount` tries. */
export interface QueueDefinition {
  readonly envVar: string;
  readonly visibilityTimeoutSeconds: number;
  readonly maxReceiveCount: number;
}

export const QUEUES = {
  gptTasks: { envVar: 'GPT_TASKS_QUEUE_URL', visibilityTimeoutSeconds: 180, maxReceiveCount: 3 },
  /* One message per roster import; the worker may run 5 minutes, and the timeout is six times that. */
  rosterImports: { envVar: 'ROSTER_IMPORTS_QUEUE_URL', visibilityTimeoutSeconds: 1800, maxReceiveCount: 3 },
  /* One message per timetable import (decision 50); its worker runs 5 minutes at most, the timeout six times that. */
  timetableImports: {
    envVar: 'TIMETABLE_IMPORTS_QUEUE_URL',
    visibilityTimeoutSeconds: 1800,
    maxReceiveCount: 3,
  },
  /*
   * One message per stored account mail. The worker runs 30 s at most (timeout six times that); it
   * sets each failed try's own wait (backoff), and 20 receives outlast SES throttling and the tries
   * it counts itself (functions/mail/deliver.ts) before a message is dead-lettered.
   */
  mail: { envVar: 'MAIL_QUEUE_URL', visibilityTimeoutSeconds: 180, maxReceiveCount: 20 },
  /*
   * One message per note or attached file to index (decision 23). The ingest function runs 5
   * minutes at most; the visibility timeout is six times that.
   */
  gptIngest: { envVar: 'GPT_INGEST_QUEUE_URL', visibilityTimeoutSeconds: 1800, maxReceiveCount: 3 },
} as const satisfies Record<string, QueueDefinition>;

export type QueueId = keyof typeof QUEUES;

/**
 * Where a queue's consumer finds the queue's dead-letter queue: a message that fails its schema is
 * sent there at once (queueConsumer), since no try of it can ever succeed.
 */
export const deadLetterQueueEnvVar = (id: QueueId): string =>
  QUEUES[id].envVar.replace(/_URL$/, '_DEAD_LETTER_URL');
