import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { SQSEvent, SQSRecord } from 'aws-lambda';
import { logger } from '../lib/logger';
import { idInMessage } from '../lib/queue-messages';
import type { Answer } from './answer';
import { answerQuestion } from './answer-question';
import { releaseSlot } from './open-tasks';
import { claimTask, findTask, finishTask, releaseClaim } from './tasks';

/* A claim older than this was left by a worker that died (the function's timeout is 30 s). */
const STALE_CLAIM_MS = 2 * 60 * 1000;
const processor = new BatchProcessor(EventType.SQS);

/**
 * Answers one task, once: a duplicate delivery finds it claimed or finished and does nothing; the
 * open-task slot is given back only by the finish that took effect, so it is never counted twice.
 * A try that fails gives its claim back and throws, so the message is tried again.
 */
export async function answerTask(taskId: string): Promise<'answered' | 'skipped'> {
  const task = await findTask(taskId);
  if (!task || !(await claimTask(taskId, STALE_CLAIM_MS))) return 'skipped';
  let outcome: Answer;
  try {
    outcome = await answerQuestion(task);
  } catch (error) {
    // The message comes back after the visibility timeout (then goes to the dead-letter queue).
    await releaseClaim(taskId);
    throw error;
  }
  if (await finishTask(taskId, { status: 'completed', ...outcome })) await releaseSlot(task.ownerId);
  return 'answered';
}

async function recordHandler(record: SQSRecord): Promise<void> {
  const taskId = idInMessage('taskId', record.body);
  if (!taskId) throw new Error('A GPT task message without a taskId');
  logger.appendKeys({ taskId });
  await answerTask(taskId);
}

/** The GPT worker, fed by the task queue; a failed record is retried alone (partial batch response). */
export const handler = (event: SQSEvent) => processPartialResponse(event, recordHandler, processor);
