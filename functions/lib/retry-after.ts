import { ChangeMessageVisibilityCommand } from '@aws-sdk/client-sqs';
import type { SQSRecord } from 'aws-lambda';
import { sqs } from './clients/sqs';
import { logger } from './logger';

/**
 * Sets how long a failed message waits before it is tried again: otherwise it comes back after the
 * queue's visibility timeout whatever the cause. Failing to set it only leaves the queue's timeout.
 * The caller names its queue (`queueUrl('mail')`), so the grants test reads which.
 */
export async function retryAfter(queueUrl: string, record: SQSRecord, seconds: number): Promise<void> {
  try {
    await sqs().send(
      new ChangeMessageVisibilityCommand({
        QueueUrl: queueUrl,
        ReceiptHandle: record.receiptHandle,
        VisibilityTimeout: seconds,
      }),
    );
  } catch (error) {
    logger.warn('Could not set the wait before a message is tried again', { error });
  }
}
