import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { SQSEvent, SQSRecord } from 'aws-lambda';
import * as z from 'zod';
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
 * (JSON, then the schema); a record that does not parse fails alone (Powertools' partial batch
 * response), is tried again and at last dead-lettered, where deadLetterHandler() logs it. `handle`
 * gets the message and its record. (Not Powertools' batch parser: its parser package imports zod
 * whole, which takes a consumer's bundle past its budget; decision 33 has the measurements.)
 */
export function queueConsumer<Q extends QueueId>(
  queue: Q,
  handle: (message: QueueMessage<Q>, record: SQSRecord) => Promise<void>,
): (event: SQSEvent) => Promise<unknown> {
  const processor = new BatchProcessor(EventType.SQS);
  const recordHandler = async (record: SQSRecord): Promise<void> => {
    const message = QUEUE_MESSAGES[queue].parse(JSON.parse(record.body)) as QueueMessage<Q>;
    await handle(message, record);
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
