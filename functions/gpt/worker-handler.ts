import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { SQSEvent, SQSRecord } from 'aws-lambda';
import { logger } from '../lib/logger';
import { localAnswer } from './answer';
import { releaseSlot } from './open-tasks';
import { gatherPassages } from './sources';
import { claimTask, findTask, finishTask } from './tasks';

/* A claim older than this was left by a worker that died (the function's timeout is 30 s). */
const STALE_CLAIM_MS = 2 * 60 * 1000;
const processor = new BatchProcessor(EventType.SQS);

/**
 * Answers one task, once: a duplicate delivery finds it claimed or finished and does nothing; the
 * open-task slot is given back only by the finish that took effect, so it is never counted twice.
 */
export async function answerTask(taskId: string): Promise<'answered' | 'skipped'> {
  const task = await findTask(taskId);
  if (!task || !(await claimTask(taskId, STALE_CLAIM_MS))) return 'skipped';
  const passages = await gatherPassages(task.fileId);
  const outcome = localAnswer(task.query, passages);
  if (await finishTask(taskId, { status: 'completed', ...outcome })) await releaseSlot(task.ownerId);
  return 'answered';
}

async function recordHandler(record: SQSRecord): Promise<void> {
  const { taskId } = JSON.parse(record.body) as { taskId?: string };
  if (typeof taskId !== 'string') throw new Error('A GPT task message without a taskId');
  logger.appendKeys({ taskId });
  await answerTask(taskId);
}

/** The GPT worker, fed by the task queue; a failed record is retried alone (partial batch response). */
export const handler = (event: SQSEvent) => processPartialResponse(event, recordHandler, processor);
