import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { sqs } from '../lib/clients/sqs';
import { queueUrl } from '../lib/env';
import { messageBody } from '../lib/queue-messages';

/** Hands an import to its worker: the message names the job only; the job item holds the rest. */
export async function enqueueTimetableImport(jobId: string): Promise<void> {
  await sqs().send(
    new SendMessageCommand({
      QueueUrl: queueUrl('timetableImports'),
      MessageBody: messageBody('timetableImports', { jobId }),
    }),
  );
}
