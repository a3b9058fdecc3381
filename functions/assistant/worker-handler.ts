import { queueUrl } from '../lib/env';
import { logger } from '../lib/logger';
import { queueConsumer } from '../lib/queue-messages';
import { retryAfter } from '../lib/retry-after';
import * as answering from './answer-question';
import { type AnswerTaskDeps, answerTask } from './answer-task';
import * as failures from './failed-question';
import * as openTasks from './open-tasks';
import * as queue from './queue';
import * as tasks from './tasks';

export const workerDeps: AnswerTaskDeps = { tasks, answering, openTasks, queue, failures };

/* A failed try comes back in seconds (2, then 6), not after the queue's 180 s visibility. */
const retrySeconds = (receiveCount: number) => 2 * 3 ** Math.max(0, receiveCount - 1);

/** The GPT worker, fed by the task queue; a failed record is retried alone (partial batch response). */
export const handler = queueConsumer('gptTasks', async ({ taskId }, record) => {
  logger.appendKeys({ taskId });
  try {
    await answerTask(taskId, workerDeps);
  } catch (error) {
    await retryAfter(
      queueUrl('gptTasks'),
      record,
      retrySeconds(Number(record.attributes.ApproximateReceiveCount ?? 1)),
    );
    throw error;
  }
});
