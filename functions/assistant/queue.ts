import { queueUrl } from '../lib/env';
import { gptTasksQueue } from './queues';

const send = gptTasksQueue.sender(() => queueUrl('gptTasks'));
/**
 * Hands a task to the worker: the message names the task only; the task item holds the rest. A
 * delay sends it again later (throttling, an attachment still being indexed).
 */
export const enqueueTask = (taskId: string, delaySeconds?: number): Promise<void> =>
  send({ taskId }, { delaySeconds });
