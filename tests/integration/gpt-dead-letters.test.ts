import { randomUUID } from 'node:crypto';
import {
  CreateQueueCommand,
  GetQueueAttributesCommand,
  SendMessageCommand,
  SQSClient,
} from '@aws-sdk/client-sqs';
import type { SQSEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handler as deadLetterHandler, failDeadTask } from '../../functions/assistant/dead-letter-handler';
import { takeSlot } from '../../functions/assistant/open-tasks';
import { createTask, findTask } from '../../functions/assistant/tasks';
import { handler as workerHandler } from '../../functions/assistant-worker-handler';
import { QUEUES } from '../../functions/lib/resources/queues';
import { pollQueueOnce } from '../../infra/local/background';
import { damagedAsker } from '../support/damaged-asker';
import { sharedStack } from '../support/shared-stack';

/*
 * A queue pair made for this test, as the stacks make the task queue's (same number of tries), but
 * with a 1 s visibility timeout so a failed try comes back at once.
 */
async function queuePair(sqs: SQSClient) {
  const name = `poison-${randomUUID().slice(0, 8)}`;
  const dead = await sqs.send(new CreateQueueCommand({ QueueName: `${name}-dlq` }));
  const { Attributes } = await sqs.send(
    new GetQueueAttributesCommand({ QueueUrl: dead.QueueUrl, AttributeNames: ['QueueArn'] }),
  );
  const main = await sqs.send(
    new CreateQueueCommand({
      QueueName: name,
      Attributes: {
        VisibilityTimeout: '1',
        RedrivePolicy: JSON.stringify({
          deadLetterTargetArn: Attributes?.QueueArn,
          maxReceiveCount: QUEUES.gptTasks.maxReceiveCount,
        }),
      },
    }),
  );
  return { main: main.QueueUrl ?? '', dead: dead.QueueUrl ?? '' };
}

/* A question whose asker's account is damaged: every try of it fails. */
async function poisonTask(ownerId: string): Promise<string> {
  await damagedAsker(ownerId);
  const taskId = randomUUID();
  expect(await takeSlot(ownerId, taskId)).toBe(true);
  const now = new Date().toISOString();
  await createTask({ taskId, ownerId, query: 'what is lost?', status: 'queued', createdAt: now });
  return taskId;
}

describe('GPT questions whose every try fails', () => {
  let sqs: SQSClient;
  beforeAll(async () => {
    await sharedStack();
    sqs = new SQSClient({});
  });
  afterAll(() => sqs.destroy());

  it('reach the dead-letter queue after the last try, and are then marked failed with their slot back', async () => {
    const ownerId = randomUUID();
    const taskId = await poisonTask(ownerId);
    // The owner's other two slots are taken, so a freed slot shows as one more question allowed.
    expect(await takeSlot(ownerId, randomUUID())).toBe(true);
    expect(await takeSlot(ownerId, randomUUID())).toBe(true);
    const queues = await queuePair(sqs);
    await sqs.send(
      new SendMessageCommand({ QueueUrl: queues.main, MessageBody: JSON.stringify({ taskId }) }),
    );

    const worker = (event: SQSEvent) => workerHandler(event);
    let tries = 0;
    let dead = 0;
    for (let round = 0; round < 20 && dead === 0; round++) {
      tries += await pollQueueOnce(sqs, queues.main, 5, worker);
      dead = await pollQueueOnce(sqs, queues.dead, 10, (event: SQSEvent) => deadLetterHandler(event));
    }
    expect(tries).toBe(QUEUES.gptTasks.maxReceiveCount);
    expect(dead).toBe(1);
    expect(await findTask(taskId)).toMatchObject({ status: 'failed', sources: [] });
    expect(await takeSlot(ownerId, randomUUID())).toBe(true);
    expect(await takeSlot(ownerId, randomUUID())).toBe(false);

    // Nothing is left behind, and a second dead letter for the same task changes nothing.
    const left = await sqs.send(
      new GetQueueAttributesCommand({
        QueueUrl: queues.dead,
        AttributeNames: ['ApproximateNumberOfMessages'],
      }),
    );
    expect(left.Attributes?.ApproximateNumberOfMessages).toBe('0');
    expect(await failDeadTask(taskId)).toBe('skipped');
    expect(await takeSlot(ownerId, randomUUID())).toBe(false);
  });

  it('leaves a task that was answered meanwhile as it is', async () => {
    const ownerId = randomUUID();
    const taskId = randomUUID();
    await createTask({
      taskId,
      ownerId,
      query: 'q',
      status: 'completed',
      createdAt: new Date().toISOString(),
    });
    expect(await failDeadTask(taskId)).toBe('skipped');
    expect(await findTask(taskId)).toMatchObject({ status: 'completed' });
  });
});
