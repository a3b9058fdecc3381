import { GPT_POLL_GIVE_UP_MS } from '#shared/constants/limits';
import { scopes, stampChange } from '../lib/change-stamps';
import { logger } from '../lib/logger';
import { isThrottling } from '../lib/throttling';
import type { Answer } from './answer';
import { AttachmentPending } from './attachment';
import type * as failures from './failed-question';
import type * as openTasks from './open-tasks';
import type * as queue from './queue';
import type * as tasks from './tasks';
import type { StoredTask } from './tasks';

export interface AnswerTaskDeps {
  readonly tasks: Pick<typeof tasks, 'findTask' | 'claimTask' | 'releaseClaim' | 'finishTask' | 'failTask'>;
  readonly answering: { readonly answerQuestion: (task: StoredTask) => Promise<Answer> };
  readonly openTasks: Pick<typeof openTasks, 'releaseSlot'>;
  readonly queue: Pick<typeof queue, 'enqueueTask'>;
  readonly failures: Pick<typeof failures, 'reportQuestionFailed'>;
}

/* Throttling, or an attachment still being indexed: the question is sent again this much later. */
const WAIT_SECONDS = 5;

/** Fails a task for good, once: its slot is given back, and the failed-question metric counts it. */
async function giveUp(task: StoredTask, reason: string, deps: AnswerTaskDeps): Promise<void> {
  if (!(await deps.tasks.failTask(task.taskId))) return;
  await stampChange(scopes.user(task.ownerId));
  await deps.openTasks.releaseSlot(task.ownerId, task.taskId);
  deps.failures.reportQuestionFailed(task.taskId, reason);
}

/**
 * Answers one task, once: a duplicate delivery finds it claimed or finished and does nothing; the
 * slot is given back by the finish that took effect (and lapses by itself if that is lost). A try
 * that fails gives its claim back and throws; throttling and a pending attachment do not count as
 * tries: the question is queued again a few seconds later, until the page has stopped waiting.
 */
export async function answerTask(
  taskId: string,
  deps: AnswerTaskDeps,
): Promise<'answered' | 'skipped' | 'waiting'> {
  const task = await deps.tasks.findTask(taskId);
  const lease = task && (await deps.tasks.claimTask(taskId));
  if (!task || !lease) return 'skipped';
  // Each state the task takes (running, queued again, failed, completed) is the asker's dashboard's
  // last question: stamped once the state has landed (decision 64).
  const asker = scopes.user(task.ownerId);
  await stampChange(asker);
  let outcome: Answer;
  try {
    outcome = await deps.answering.answerQuestion(task);
  } catch (error) {
    await deps.tasks.releaseClaim(lease);
    await stampChange(asker);
    if (!isThrottling(error) && !(error instanceof AttachmentPending)) throw error;
    if (Date.now() - Date.parse(task.createdAt) > GPT_POLL_GIVE_UP_MS) {
      await giveUp(task, error instanceof AttachmentPending ? 'attachment never indexed' : 'throttled', deps);
    } else {
      logger.warn('A GPT question waits', { error });
      await deps.queue.enqueueTask(taskId, WAIT_SECONDS);
    }
    return 'waiting';
  }
  if (await deps.tasks.finishTask(lease, { status: 'completed', ...outcome })) {
    await stampChange(asker);
    await deps.openTasks.releaseSlot(task.ownerId, taskId);
  }
  return 'answered';
}
