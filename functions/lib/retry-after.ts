import { ChangeMessageVisibilityCommand } from '@aws-sdk/client-sqs';
import type { SQSRecord } from 'aws-lambda';
import { sqs } from './clients/sqs';
import { logger } from './logger';

/**
 * Thrown by a consumer's use case for its try to be made again after `delaySeconds` (the consumer
 * sets the message's visibility), whatever its queue's own retry delay.
 */
export class DelayedRetry extends Error {
  constructor(
    readonly delaySeconds: number,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'DelayedRetry';
  }
}

/**
 * Sets how long a failed message waits before it is tried again: otherwise it comes back after the
 * queue's visibility timeout whatever the cause. Failing to set it only leaves the queue's timeout.
 * The consumer finds its queue's URL where its trigger put it (define-queue.ts).
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
