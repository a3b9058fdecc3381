import { GPT_POLL_GIVE_UP_MS } from '../../shared/constants/limits';
import { queueUrl } from '../lib/env';
import { logger } from '../lib/logger';
import { queueConsumer } from '../lib/queue-messages';
import { retryAfter } from '../lib/retry-after';
import { isThrottling } from '../lib/throttling';
import type { Answer } from './answer';
import { answerQuestion } from './answer-question';
import { AttachmentPending } from './attachment';
import { reportQuestionFailed } from './failed-question';
import { releaseSlot } from './open-tasks';
import { enqueueTask } from './queue';
import { claimTask, failTask, findTask, finishTask, releaseClaim, type StoredTask } from './tasks';

/* A claim older than this was left by a worker that died (the function's timeout is 30 s). */
const STALE_CLAIM_MS = 2 * 60 * 1000;
/* A failed try comes back in seconds (2, then 6), not after the queue's 180 s visibility. */
const retrySeconds = (receiveCount: number) => 2 * 3 ** Math.max(0, receiveCount - 1);
/* Throttling, or an attachment still being indexed: the question is sent again this much later. */
const WAIT_SECONDS = 5;

/** Fails a task for good, once: its slot is given back, and the failed-question metric counts it. */
async function giveUp(task: StoredTask, reason: string): Promise<void> {
  if (!(await failTask(task.taskId))) return;
  await releaseSlot(task.ownerId, task.taskId);
  reportQuestionFailed(task.taskId, reason);
}

/**
 * Answers one task, once: a duplicate delivery finds it claimed or finished and does nothing; the
 * slot is given back by the finish that took effect (and lapses by itself if that is lost). A try
 * that fails gives its claim back and throws; throttling and a pending attachment do not count as
 * tries: the question is queued again a few seconds later, until the page has stopped waiting.
 */
export async function answerTask(taskId: string): Promise<'answered' | 'skipped' | 'waiting'> {
  const task = await findTask(taskId);
  if (!task || !(await claimTask(taskId, STALE_CLAIM_MS))) return 'skipped';
  let outcome: Answer;
  try {
    outcome = await answerQuestion(task);
  } catch (error) {
    await releaseClaim(taskId);
    if (!isThrottling(error) && !(error instanceof AttachmentPending)) throw error;
    if (Date.now() - Date.parse(task.createdAt) > GPT_POLL_GIVE_UP_MS) {
      await giveUp(task, error instanceof AttachmentPending ? 'attachment never indexed' : 'throttled');
    } else {
      logger.warn('A GPT question waits', { error });
      await enqueueTask(taskId, WAIT_SECONDS);
    }
    return 'waiting';
  }
  if (await finishTask(taskId, { status: 'completed', ...outcome })) await releaseSlot(task.ownerId, taskId);
  return 'answered';
}

/** The GPT worker, fed by the task queue; a failed record is retried alone (partial batch response). */
export const handler = queueConsumer('gptTasks', async ({ taskId }, record) => {
  logger.appendKeys({ taskId });
  try {
    await answerTask(taskId);
  } catch (error) {
    await retryAfter(
      queueUrl('gptTasks'),
      record,
      retrySeconds(Number(record.attributes.ApproximateReceiveCount ?? 1)),
    );
    throw error;
  }
});
