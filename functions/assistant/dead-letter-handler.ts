import { scopes, stampChange } from '../lib/change-stamps';
import { reportQuestionFailed } from './failed-question';
import { releaseSlot } from './open-tasks';
import { gptTasksQueue } from './queues';
import { failTask, findTask } from './tasks';

/**
 * A task whose every try failed is marked `failed`, so its page stops polling and says so, and its
 * open-task slot is given back, once: a task that finished meanwhile is left as it is.
 */
export async function failDeadTask(taskId: string): Promise<'failed' | 'skipped'> {
  const task = await findTask(taskId);
  if (!task || !(await failTask(taskId))) return 'skipped';
  // The asker's dashboard shows their last question failed (decision 64).
  await stampChange(scopes.user(task.ownerId));
  await releaseSlot(task.ownerId, taskId);
  reportQuestionFailed(taskId, 'every try failed');
  return 'failed';
}

/** Fed by the GPT task queue's dead-letter queue. */
export const handler = gptTasksQueue.deadLetters('GPT', ({ taskId }) => failDeadTask(taskId));
