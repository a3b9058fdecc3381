import * as z from 'zod';
import { GPT_STATUSES, type GptStatus } from '#shared/schemas/gpt';
import { tableName } from '../lib/env';
import { queryPage } from '../lib/query-page';
import { isExpired } from '../lib/retention';

/*
 * A module of its own, apart from tasks.ts, so the bundles that use this group's index for
 * ingestion carry none of the tasks' code, and the dashboard only this read. Nothing runs when it
 * loads (its schema is made by the call), so a bundle that does not call it leaves it out whole.
 */
/** The owner's latest question: its state and when it was asked; undefined before the first. */
export async function latestTask(
  ownerId: string,
): Promise<{ status: GptStatus; askedAt: string } | undefined> {
  const { items } = await queryPage({
    table: tableName('gptTasks'),
    index: 'byOwner',
    partition: ownerId,
    descending: true,
    limit: 1,
    attributes: ['status', 'createdAt', 'expiresAt'],
    item: z.object({
      status: z.enum(GPT_STATUSES),
      createdAt: z.string(),
      expiresAt: z.number().optional(),
    }),
  });
  const [task] = items;
  // Past its retention a task is gone for its owner (gpt.ts), though not yet deleted.
  return task && !isExpired(task) ? { status: task.status, askedAt: task.createdAt } : undefined;
}
