import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { SQSEvent, SQSRecord } from 'aws-lambda';
import { logger } from './logger';

/** The id a queue message names (each message holds `{ [key]: id }` only), or undefined if none. */
export function idInMessage(key: string, body: string): string | undefined {
  try {
    const id = (JSON.parse(body) as Record<string, unknown>)[key];
    return typeof id === 'string' ? id : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The handler of a dead-letter queue whose messages each name one item: `fail` marks it failed.
 * A message naming nothing has nothing to fail; it is logged and let go.
 */
export function deadLetterHandler(
  key: string,
  what: string,
  fail: (id: string) => Promise<unknown>,
): (event: SQSEvent) => Promise<unknown> {
  const processor = new BatchProcessor(EventType.SQS);
  const recordHandler = async (record: SQSRecord): Promise<void> => {
    const id = idInMessage(key, record.body);
    if (!id) {
      logger.error(`A dead ${what} message without a ${key}`, { messageId: record.messageId });
      return;
    }
    logger.appendKeys({ [key]: id });
    await fail(id);
  };
  return (event) => processPartialResponse(event, recordHandler, processor);
}
