import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { GPT_STATUSES, type Source, sourceSchema } from '#shared/schemas/gpt';
import { dynamo } from '../lib/clients/dynamo';
import { tableName } from '../lib/env';
import { type Lease, leases } from '../lib/lease';
import { writeIfCondition } from '../lib/put-if-absent';
import { queryPage } from '../lib/query-page';
import { isExpired } from '../lib/retention';
import { getItem } from '../lib/stored-items';
import { gptTasksQueue } from './queues';

const storedTaskSchema = z.object({
  taskId: z.string(),
  ownerId: z.string(),
  query: z.string(),
  /** The attached upload, if any (its record says where the bytes are). */
  fileId: z.string().optional(),
  /** Narrows the search to one subject's notes, when the student chose one. */
  subject: z.string().optional(),
  status: z.enum(GPT_STATUSES),
  response: z.string().optional(),
  sources: z.array(sourceSchema).readonly().optional(),
  createdAt: z.string(),
  startedAt: z.string().optional(),
  /** Epoch seconds: the end of the GPT task retention period (decision 20). */
  expiresAt: z.number().optional(),
});
export type StoredTask = Readonly<z.infer<typeof storedTaskSchema>>;

export async function createTask(task: StoredTask): Promise<void> {
  await dynamo().send(new PutCommand({ TableName: tableName('gptTasks'), Item: task }));
}

/**
 * The task, expired or not: the worker and the dead-letter job must still settle an open task and
 * give its slot back. What its owner is shown leaves an expired task out (gpt.ts, ownTasks).
 */
export function findTask(taskId: string): Promise<StoredTask | undefined> {
  return getItem({ table: tableName('gptTasks'), key: { taskId }, item: storedTaskSchema });
}

/** The owner's latest tasks, newest first. */
export async function ownTasks(ownerId: string, limit: number): Promise<StoredTask[]> {
  const { items } = await queryPage({
    table: tableName('gptTasks'),
    index: 'byOwner',
    partition: ownerId,
    descending: true,
    limit,
    item: storedTaskSchema,
  });
  return items.filter((task) => !isExpired(task));
}

/* Questions are worked under a lease (lib/lease.ts): queued → running (held) → completed. */
const taskLeases = () => leases(tableName('gptTasks'), gptTasksQueue);
export type TaskLease = Lease<'gptTasks'>;

/**
 * Claims a task for this delivery: a queued one, or one left running longer than its worker may
 * run (its worker died). A duplicate delivery of a task already claimed or finished gets undefined.
 */
export async function claimTask(taskId: string): Promise<TaskLease | undefined> {
  const claimed = await taskLeases().claim(
    { taskId },
    {
      from: ['queued'],
      reclaim: ['running'],
      set: { status: 'running', startedAt: new Date().toISOString() },
    },
  );
  return claimed?.lease;
}

/** Gives a claim back after a failed try, so the next delivery may claim the task at once. */
export const releaseClaim = (lease: TaskLease) => taskLeases().release(lease, { status: 'queued' });

/** Finishes the task under its lease, once: a worker whose lease was taken over finishes nothing. */
export const finishTask = (
  lease: TaskLease,
  outcome: { status: 'completed'; response: string; sources: readonly Source[] },
) => taskLeases().finish(lease, { ...outcome, finishedAt: new Date().toISOString() });

/**
 * Marks failed a task that every try failed (its message reached the dead-letter queue), unless it
 * finished meanwhile; true only for the write that took effect.
 */
export function failTask(taskId: string): Promise<boolean> {
  return writeIfCondition(
    dynamo().send(
      new UpdateCommand({
        TableName: tableName('gptTasks'),
        Key: { taskId },
        // The lease goes with it: a worker still holding it can then not finish the task as well.
        UpdateExpression:
          'SET #status = :failed, sources = :none, finishedAt = :now REMOVE leaseId, leasedAt',
        ConditionExpression: '#status IN (:queued, :running)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':failed': 'failed',
          ':none': [],
          ':queued': 'queued',
          ':running': 'running',
          ':now': new Date().toISOString(),
        },
      }),
    ),
  );
}
