import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import type { SQSEvent, SQSRecord } from 'aws-lambda';
import * as z from 'zod';
import { sqs } from './clients/sqs';
import { deadLetterQueueUrl } from './env';
import { logger } from './logger';
import type { QueueId } from './resources/queues';

/*
 * What each queue's messages hold, in one place: its sender writes a body through messageBody(),
 * its consumer reads it through queueConsumer() (parsed before the record reaches the use case),
 * and its dead-letter handler through deadLetterHandler(). A message names
 * its item only; the item holds the rest. A queue added to QUEUES without a schema here does not
 * compile.
 */
const id = z.uuid();
export const QUEUE_MESSAGES = {
  gptTasks: z.object({ taskId: id }),
  rosterImports: z.object({ jobId: id }),
  timetableImports: z.object({ jobId: id }),
  mail: z.object({ mailId: id }),
  // A note (its id is its file's) or a question's attached file.
  gptIngest: z.union([z.object({ noteId: id }), z.object({ fileId: id })]),
} as const satisfies Record<QueueId, z.ZodType>;

export type QueueMessage<Q extends QueueId> = z.infer<(typeof QUEUE_MESSAGES)[Q]>;

/** A message's body for its queue, checked against the queue's schema as it is written. */
export function messageBody<Q extends QueueId>(queue: Q, message: QueueMessage<Q>): string {
  return JSON.stringify(QUEUE_MESSAGES[queue].parse(message));
}

/**
 * The handler of a queue's consumer: each record's body is parsed by the queue's schema first
 * (JSON, then the schema), and `handle` gets the message and its record; a record it fails fails
 * alone (Powertools' partial batch response) and is tried again. A record that does not parse
 * would fail every try: it is sent to the queue's dead-letter queue at once, where
 * deadLetterHandler() logs it, and then acknowledged. SQS's redrive moves a message only after
 * maxReceiveCount receives (20 for mail), and no failure can ask it to move one sooner. If the
 * send fails, the record fails and comes back, as any other. (Not Powertools' batch parser: its
 * parser package imports zod whole, which takes a consumer's bundle past its budget; decision 33.)
 */
export function queueConsumer<Q extends QueueId>(
  queue: Q,
  handle: (message: QueueMessage<Q>, record: SQSRecord) => Promise<void>,
): (event: SQSEvent) => Promise<unknown> {
  const processor = new BatchProcessor(EventType.SQS);
  const recordHandler = async (record: SQSRecord): Promise<void> => {
    const parsed = QUEUE_MESSAGES[queue].safeParse(safeJson(record.body));
    if (!parsed.success) {
      await sqs().send(
        new SendMessageCommand({ QueueUrl: deadLetterQueueUrl(queue), MessageBody: record.body }),
      );
      logger.error(`A ${queue} message that does not parse, sent to its dead-letter queue`, {
        messageId: record.messageId,
      });
      return;
    }
    await handle(parsed.data as QueueMessage<Q>, record);
  };
  return (event) => processPartialResponse(event, recordHandler, processor);
}

/**
 * The handler of a dead-letter queue: `fail` marks the message's item failed. A message that does
 * not parse has nothing to fail; it is logged and let go.
 */
export function deadLetterHandler<Q extends QueueId>(
  queue: Q,
  what: string,
  fail: (message: QueueMessage<Q>) => Promise<unknown>,
): (event: SQSEvent) => Promise<unknown> {
  const processor = new BatchProcessor(EventType.SQS);
  const recordHandler = async (record: SQSRecord): Promise<void> => {
    const parsed = QUEUE_MESSAGES[queue].safeParse(safeJson(record.body));
    if (!parsed.success) {
      logger.error(`A dead ${what} message that names no item`, { messageId: record.messageId });
      return;
    }
    logger.appendKeys(parsed.data);
    await fail(parsed.data as QueueMessage<Q>);
  };
  return (event) => processPartialResponse(event, recordHandler, processor);
}

const safeJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};
