import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { findTask } from '../../functions/assistant/tasks';
import { dynamo } from '../../functions/lib/clients/dynamo';
import { tableName } from '../../functions/lib/env';
import { leases } from '../../functions/lib/lease';
import { sharedStack } from '../support/shared-stack';

/* The lease every background worker holds (functions/lib/lease.ts), on a question's item. */
describe('a lease on background work', () => {
  beforeAll(async () => {
    await sharedStack();
  });
  const tasks = (leaseStaleAfterMs = 60_000) => leases(tableName('gptTasks'), { leaseStaleAfterMs });
  async function queued(): Promise<string> {
    const taskId = randomUUID();
    const item = {
      taskId,
      ownerId: 'lease-test',
      query: 'q',
      status: 'queued',
      createdAt: new Date().toISOString(),
    };
    await dynamo().send(new PutCommand({ TableName: tableName('gptTasks'), Item: item }));
    return taskId;
  }
  const claim = (taskId: string, staleAfterMs?: number) =>
    tasks(staleAfterMs).claim(
      { taskId },
      { from: ['queued'], reclaim: ['running'], set: { status: 'running' } },
    );

  it('is taken by one of many parallel deliveries, and only its holder finishes', async () => {
    const taskId = await queued();
    const claims = await Promise.all(Array.from({ length: 8 }, () => claim(taskId)));
    const held = claims.filter((claimed) => claimed !== undefined);
    expect(held).toHaveLength(1);
    const lease = held[0]?.lease;
    if (!lease) throw new Error('no lease');
    expect(await tasks().finish({ ...lease, leaseId: randomUUID() }, { status: 'completed' })).toBe(false);
    expect(await tasks().finish(lease, { status: 'completed', response: 'done' })).toBe(true);
    expect(await findTask(taskId)).toMatchObject({ status: 'completed', response: 'done' });
    // Finished: no delivery takes it again, stale or not, and the lease is gone with it.
    expect(await claim(taskId, 0)).toBeUndefined();
    expect(await tasks().finish(lease, { status: 'completed' })).toBe(false);
  });

  it('goes stale when its holder stops renewing, and the holder then writes nothing', async () => {
    const taskId = await queued();
    const first = await claim(taskId);
    if (!first) throw new Error('no lease');
    // Renewed, it is not stale yet for a delivery that allows a minute.
    expect(await tasks().renew(first.lease, { response: 'half' })).toBe(true);
    expect(await claim(taskId)).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const second = await claim(taskId, 10);
    expect(second).toBeDefined();
    expect(await tasks().renew(first.lease)).toBe(false);
    expect(await tasks().finish(first.lease, { status: 'completed' })).toBe(false);
    if (!second) throw new Error('no lease');
    expect(await tasks().release(second.lease, { status: 'queued' })).toBe(true);
    // Released: the next delivery takes it at once, stale limit or not.
    expect(await claim(taskId)).toBeDefined();
  });

  it('takes over an item left working without a lease (a release before leases), and none finished', async () => {
    const taskId = await queued();
    await dynamo().send(
      new PutCommand({
        TableName: tableName('gptTasks'),
        Item: {
          taskId,
          ownerId: 'lease-test',
          query: 'q',
          status: 'running',
          createdAt: new Date().toISOString(),
        },
      }),
    );
    expect(await claim(taskId)).toBeDefined();
  });
});
