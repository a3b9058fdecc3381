import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { SQSEvent, SQSRecord } from 'aws-lambda';
import { ROSTER_MESSAGES } from '../../shared/constants/roster-messages';
import { logger } from '../lib/logger';
import { jobIdOf } from './job-message';
import { finishJob } from './jobs';

const processor = new BatchProcessor(EventType.SQS);

/**
 * An import whose every try failed is marked `failed`, so the Admin's page stops polling and says
 * what to do; a job that finished meanwhile is left as it is (finishJob writes once).
 */
export async function failDeadImport(jobId: string): Promise<'failed' | 'skipped'> {
  if (!(await finishJob(jobId, { status: 'failed', message: ROSTER_MESSAGES.failed }))) return 'skipped';
  logger.error('A roster import failed on every try', { jobId });
  return 'failed';
}

async function recordHandler(record: SQSRecord): Promise<void> {
  const jobId = jobIdOf(record.body);
  // A message with no job id names nothing to fail; it is logged and let go.
  if (!jobId) {
    logger.error('A dead roster import message without a job id', { messageId: record.messageId });
    return;
  }
  logger.appendKeys({ jobId });
  await failDeadImport(jobId);
}

/** Fed by the roster import queue's dead-letter queue. */
export const handler = (event: SQSEvent) => processPartialResponse(event, recordHandler, processor);
