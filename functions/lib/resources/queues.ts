/** SQS queues. Each has a dead-letter queue that takes a message after `maxReceiveCount` tries. */
export interface QueueDefinition {
  readonly envVar: string;
  readonly visibilityTimeoutSeconds: number;
  readonly maxReceiveCount: number;
}

export const QUEUES = {
  gptTasks: { envVar: 'GPT_TASKS_QUEUE_URL', visibilityTimeoutSeconds: 180, maxReceiveCount: 3 },
} as const satisfies Record<string, QueueDefinition>;

export type QueueId = keyof typeof QUEUES;
