import { logger } from '../lib/logger';
import { deadLetterHandler } from '../lib/queue-messages';
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
  // The failed-question metric and its alarm count this line (decision 24).
  logger.error('A GPT question failed on every try', { taskId, event: 'gptQuestionFailed' });
  return 'failed';
}

/** Fed by the GPT task queue's dead-letter queue. */
export const handler = deadLetterHandler('taskId', 'GPT', failDeadTask);
