import { randomUUID } from 'node:crypto';
import { API_MESSAGES } from '#shared/constants/api-messages';
import { GPT_MESSAGES } from '#shared/constants/gpt-messages';
import type { SubmitTaskInput, Task } from '#shared/schemas/gpt';
import type { Caller } from '../lib/caller';
import { scopes, stampChange } from '../lib/change-stamps';
import { HttpError } from '../lib/http';
import type * as rateLimit from '../lib/rate-limit';
import type { RateLimit } from '../lib/rate-limit';
import { expiresAfterDays, isExpired, RETENTION_DAYS_DEFAULTS, retentionDays } from '../lib/retention';
import type { records } from '../uploads';
import type * as openTasks from './open-tasks';
import type * as queue from './queue';
import type * as tasks from './tasks';
import type { StoredTask } from './tasks';

/* Questions one person may ask in an hour: enough for study, not for a script. */
export const TASKS_PER_USER: RateLimit = { name: 'gpt:user', limit: 30, windowSeconds: 60 * 60 };
const RECENT = 10;

export interface GptDeps {
  readonly tasks: Pick<typeof tasks, 'createTask' | 'findTask' | 'ownTasks' | 'failTask'>;
  readonly openTasks: Pick<typeof openTasks, 'takeSlot' | 'releaseSlot'>;
  readonly limits: Pick<typeof rateLimit, 'countEvent'>;
  readonly queue: Pick<typeof queue, 'enqueueTask'>;
  readonly records: Pick<typeof records, 'ownReadyUpload'>;
}

const toTask = (task: StoredTask): Task => ({
  taskId: task.taskId,
  status: task.status,
  query: task.query,
  response: task.response,
  sources: [...(task.sources ?? [])],
  createdAt: task.createdAt,
});

/**
 * Stores the question as a queued task and hands it to the worker. Both limits are counted before
 * anything is stored: tasks per hour, and at most three unfinished at once (a conditional write).
 */
export async function submitTask(
  input: SubmitTaskInput & { readonly caller: Caller },
  deps: GptDeps,
): Promise<{ taskId: string }> {
  const { caller } = input;
  if (input.fileId) {
    if (!(await deps.records.ownReadyUpload(input.fileId, 'gptAttachment', caller.userId))) {
      throw new HttpError(400, GPT_MESSAGES.fileNotReady);
    }
  }
  if (await deps.limits.countEvent(TASKS_PER_USER, caller.userId))
    throw new HttpError(429, API_MESSAGES.tooManyAttempts);
  const taskId = randomUUID();
  if (!(await deps.openTasks.takeSlot(caller.userId, taskId)))
    throw new HttpError(429, GPT_MESSAGES.tooManyOpen);
  const task: StoredTask = {
    taskId,
    ownerId: caller.userId,
    query: input.query,
    fileId: input.fileId,
    ...(input.subject ? { subject: input.subject } : {}),
    status: 'queued',
    createdAt: new Date().toISOString(),
    expiresAt: expiresAfterDays(
      retentionDays(process.env.GPT_TASK_RETENTION_DAYS, RETENTION_DAYS_DEFAULTS.gptTasks),
    ),
  };
  // The asker's dashboard shows their last question and its state (decision 64).
  const asker = scopes.user(caller.userId);
  try {
    await deps.tasks.createTask(task);
    await deps.queue.enqueueTask(task.taskId);
  } catch (error) {
    // Never queued: the task is failed (its page stops at once) and its slot given back.
    const stored = await deps.tasks.failTask(task.taskId);
    await deps.openTasks.releaseSlot(caller.userId, task.taskId);
    if (stored) await stampChange(asker);
    throw error;
  }
  await stampChange(asker);
  return { taskId: task.taskId };
}

/** A task's state, for its owner only: anyone else's id is no task at all. */
export async function taskStatus(
  input: { readonly taskId: string; readonly caller: Caller },
  deps: GptDeps,
): Promise<Task> {
  const task = await deps.tasks.findTask(input.taskId);
  // Past its retention a task is gone, though DynamoDB may not have deleted it yet (decision 20).
  if (!task || task.ownerId !== input.caller.userId || isExpired(task)) {
    throw new HttpError(404, GPT_MESSAGES.noSuchTask);
  }
  return toTask(task);
}

export async function recentTasks(
  input: { readonly caller: Caller },
  deps: GptDeps,
): Promise<{ tasks: Task[] }> {
  return { tasks: (await deps.tasks.ownTasks(input.caller.userId, RECENT)).map(toTask) };
}
