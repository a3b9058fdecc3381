import type * as z from 'zod';
import { ASSISTANT_QUEUES } from '../../assistant/queues';
import { MAIL_QUEUES } from '../../mail/queues';
import { ROSTER_QUEUES } from '../../roster/queues';
import { TIMETABLE_QUEUES } from '../../timetable/queues';

/*
 * Every queue, gathered from the groups that own them (`functions/<group>/queues.ts`, each defined
 * once through defineQueue; decisions 62 and 63). A queue left out here is no QueueId: its
 * consumer, sender and stacks do not compile.
 */
export const QUEUE_DEFINITIONS = {
  ...ASSISTANT_QUEUES,
  ...ROSTER_QUEUES,
  ...TIMETABLE_QUEUES,
  ...MAIL_QUEUES,
} as const;

export type QueueId = keyof typeof QUEUE_DEFINITIONS;

export type QueueMessage<Q extends QueueId> = z.infer<(typeof QUEUE_DEFINITIONS)[Q]['message']>;

/** SQS queues as the stacks make them. Each has a dead-letter queue that takes a message after `maxReceiveCount` tries. */
export interface QueueDefinition {
  readonly envVar: string;
  readonly visibilityTimeoutSeconds: number;
  readonly maxReceiveCount: number;
}

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
