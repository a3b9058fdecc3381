import { gptTasksQueue } from '../lib/queues/definitions';
import { reportQuestionFailed } from './failed-question';
import { releaseSlot } from './open-tasks';
import { failTask, findTask } from './tasks';

/**
 * A task whose every try failed is marked `failed`, so its page stops polling and says so, and its
 * open-task slot is given back, once: a task that finished meanwhile is left as it is.
 */
export async function failDeadTask(taskId: string): Promise<'failed' | 'skipped'> {
  const task = await findTask(taskId);
  if (!task || !(await failTask(taskId))) return 'skipped';
  await releaseSlot(task.ownerId, taskId);
  reportQuestionFailed(taskId, 'every try failed');
  return 'failed';
}

/** Fed by the GPT task queue's dead-letter queue. */
export const handler = gptTasksQueue.deadLetters('GPT', ({ taskId }) => failDeadTask(taskId));
