import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { sqs } from '../lib/clients/sqs';
import { queueUrl } from '../lib/env';
import { messageBody } from '../lib/queue-messages';

/**
 * Hands a task to the worker: the message names the task only; the task item holds the rest. A
 * delay sends it again later (throttling, an attachment still being indexed).
 */
export async function enqueueTask(taskId: string, delaySeconds?: number): Promise<void> {
  await sqs().send(
    new SendMessageCommand({
      QueueUrl: queueUrl('gptTasks'),
      MessageBody: messageBody('gptTasks', { taskId }),
      DelaySeconds: delaySeconds,
    }),
  );
}
