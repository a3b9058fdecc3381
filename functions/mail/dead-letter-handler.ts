import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { SQSEvent, SQSRecord } from 'aws-lambda';
import { logger } from '../lib/logger';
import { reportGaveUp } from './gave-up';
import { mailIdOf } from './mail-message';
import { failUnsettledMail, findMail } from './outbox-items';

const processor = new BatchProcessor(EventType.SQS);

/**
 * A mail whose message was received its queue's maxReceiveCount times (SES throttling for hours,
 * or a worker that kept dying) is marked failed and counted, once; a mail settled meanwhile stays.
 */
export async function failDeadMail(mailId: string): Promise<'failed' | 'skipped'> {
  if (!(await failUnsettledMail(mailId))) return 'skipped';
  reportGaveUp((await findMail(mailId)) ?? { mailId });
  return 'failed';
}

async function recordHandler(record: SQSRecord): Promise<void> {
  const mailId = mailIdOf(record.body);
  if (!mailId) {
    logger.error('A dead mail message without a mailId', { messageId: record.messageId });
    return;
  }
  logger.appendKeys({ mailId });
  await failDeadMail(mailId);
}

/** Fed by the mail queue's dead-letter queue. */
export const handler = (event: SQSEvent) => processPartialResponse(event, recordHandler, processor);
