import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { sqs } from '../lib/clients';
import { queueUrl } from '../lib/env';

/** Hands an import to the worker: the message names the job only; the job item holds the rest. */
export async function enqueueImport(jobId: string): Promise<void> {
  await sqs().send(
    new SendMessageCommand({ QueueUrl: queueUrl('rosterImports'), MessageBody: JSON.stringify({ jobId }) }),
  );
}
