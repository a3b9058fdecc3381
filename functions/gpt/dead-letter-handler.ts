import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { SQSEvent, SQSRecord } from 'aws-lambda';
import { logger } from '../lib/logger';
import { releaseSlot } from './open-tasks';
import { taskIdOf } from './task-message';
import { failTask, findTask } from './tasks';

const processor = new BatchProcessor(EventType.SQS);

/**
 * A task whose every try failed is marked `failed`, so its page stops polling and says so, and its
 * open-task slot is given back, once: a task that finished meanwhile is left as it is.
 */
export async function failDeadTask(taskId: string): Promise<'failed' | 'skipped'> {
  const task = await findTask(taskId);
  if (!task || !(await failTask(taskId))) return 'skipped';
  await releaseSlot(task.ownerId);
  logger.error('A GPT question failed on every try', { taskId });
  return 'failed';
}

async function recordHandler(record: SQSRecord): Promise<void> {
  const taskId = taskIdOf(record.body);
  // A message with no task id names nothing to fail; it is logged and let go.
  if (!taskId) {
    logger.error('A dead GPT message without a task id', { messageId: record.messageId });
    return;
  }
  logger.appendKeys({ taskId });
  await failDeadTask(taskId);
}

/** Fed by the GPT task queue's dead-letter queue. */
export const handler = (event: SQSEvent) => processPartialResponse(event, recordHandler, processor);
