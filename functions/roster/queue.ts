import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { queueUrl } from '../lib/env';

let client: SQSClient | undefined;

/** Hands an import to the worker: the message names the job only; the job item holds the rest. */
export async function enqueueImport(jobId: string): Promise<void> {
  client ??= new SQSClient({});
  await client.send(
    new SendMessageCommand({ QueueUrl: queueUrl('rosterImports'), MessageBody: JSON.stringify({ jobId }) }),
  );
}
