import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { submitTask } from '../../functions/assistant/gpt';
import * as openTasks from '../../functions/assistant/open-tasks';
import { takeSlot } from '../../functions/assistant/open-tasks';
import { enqueueTask } from '../../functions/assistant/queue';
import * as tasks from '../../functions/assistant/tasks';
import { createTask, findTask } from '../../functions/assistant/tasks';
import * as limits from '../../functions/lib/rate-limit';
import * as records from '../../functions/uploads/records';
import { damagedAsker } from '../support/damaged-asker';
import { sharedStack } from '../support/shared-stack';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(taskId: string, status: string, withinMs: number) {
  const started = Date.now();
  while (Date.now() - started < withinMs) {
    const task = await findTask(taskId);
    if (task?.status === status) return { task, ms: Date.now() - started };
    await pause(100);
  }
  throw new Error(`task ${taskId} was not ${status} within ${withinMs} ms`);
}

describe('GPT tasks that cannot stick (decision 24)', () => {
  beforeAll(async () => {
    await sharedStack();
  });

  it('gives a slot whose release was lost back by itself when it lapses, and never more than three at once', async () => {
    const ownerId = randomUUID();
    // Two seconds' lifetime lapses a second at the earliest (expiries are whole seconds).
    const taken = await Promise.all(Array.from({ length: 6 }, () => takeSlot(ownerId, randomUUID(), 2)));
    expect(taken.filter(Boolean)).toHaveLength(3);
    expect(await takeSlot(ownerId, randomUUID(), 2)).toBe(false);
    // Nobody gave them back (a finish whose release failed): they lapse, and the student may ask again.
    await pause(3100);
    expect(await takeSlot(ownerId, randomUUID())).toBe(true);
  });

  it('marks failed a question whose message could not be sent, and gives its slot back', async () => {
    const userId = randomUUID();
    const refused = new Error('SQS is unreachable');
    const deps = {
      tasks,
      openTasks,
      limits,
      records,
      queue: { enqueueTask: async () => Promise.reject(refused) },
    };
    const caller = { userId, sessionId: randomUUID(), role: 'Student' as const };
    await expect(submitTask({ query: 'What is a stack?', caller }, deps)).rejects.toBe(refused);
    const [task] = await tasks.ownTasks(userId, 1);
    expect(task?.status).toBe('failed');
    // All three slots are free again.
    const again = await Promise.all(Array.from({ length: 3 }, () => takeSlot(userId, randomUUID())));
    expect(again).toEqual([true, true, true]);
  });

  it('tries a failed question again within seconds, not after the queue’s 180 s', async () => {
    const ownerId = randomUUID();
    // Its asker's account is damaged, so the first try fails…
    const account = await damagedAsker(ownerId);
    const taskId = randomUUID();
    await createTask({
      taskId,
      ownerId,
      query: 'q',
      status: 'queued',
      createdAt: new Date().toISOString(),
    });
    await enqueueTask(taskId);
    await pause(800);
    // …then it is mended, and the next try (the stack's own poller and worker) answers.
    await account.mend();
    const { ms } = await until(taskId, 'completed', 15_000);
    expect(ms).toBeLessThan(15_000);
  });
});
