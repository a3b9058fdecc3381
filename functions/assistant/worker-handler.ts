import { queueUrl } from '../lib/env';
import { logger } from '../lib/logger';
import { gptTasksQueue } from '../lib/queues/definitions';
import * as answering from './answer-question';
import { type AnswerTaskDeps, answerTask } from './answer-task';
import * as failures from './failed-question';
import * as openTasks from './open-tasks';
import * as queue from './queue';
import * as tasks from './tasks';

export const workerDeps: AnswerTaskDeps = { tasks, answering, openTasks, queue, failures };

/**
 * The GPT worker, fed by the task queue; a failed record is retried alone (partial batch
 * response), seconds later (the queue's retry delay), not after its 180 s visibility.
 */
export const handler = gptTasksQueue.consumer(
  async ({ taskId }) => {
    logger.appendKeys({ taskId });
    await answerTask(taskId, workerDeps);
  },
  () => queueUrl('gptTasks'),
);
