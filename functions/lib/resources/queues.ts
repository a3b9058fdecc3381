import { QUEUE_DEFINITIONS } from '../queues/definitions';

/**
 * SQS queues, read from their definitions (queues/definitions.ts). Each has a dead-letter queue
 * that takes a message after `maxReceiveCount` tries.
 */
export interface QueueDefinition {
  readonly envVar: string;
  readonly visibilityTimeoutSeconds: number;
  readonly maxReceiveCount: number;
}

export type QueueId = keyof typeof QUEUE_DEFINITIONS;

export const QUEUES = Object.fromEntries(
  Object.entries(QUEUE_DEFINITIONS).map(([id, { envVar, visibilityTimeoutSeconds, maxReceiveCount }]) => [
    id,
    { envVar, visibilityTimeoutSeconds, maxReceiveCount },
  ]),
) as Record<QueueId, QueueDefinition>;

/**
 * Where a queue's consumer finds the queue's dead-letter queue: a message that fails its schema is
 * sent there at once (its consumer), since no try of it can ever succeed.
 */
export const deadLetterQueueEnvVar = (id: QueueId): string => QUEUE_DEFINITIONS[id].deadLetterEnvVar;
