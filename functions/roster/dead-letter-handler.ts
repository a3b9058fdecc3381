import { ROSTER_MESSAGES } from '../../shared/constants/roster-messages';
import { logger } from '../lib/logger';
import { deadLetterHandler } from '../lib/queue-messages';
import { finishJob } from './jobs';

/**
 * An import whose every try failed is marked `failed`, so the Admin's page stops polling and says
 * what to do; a job that finished meanwhile is left as it is (finishJob writes once).
 */
export async function failDeadImport(jobId: string): Promise<'failed' | 'skipped'> {
  if (!(await finishJob(jobId, { status: 'failed', message: ROSTER_MESSAGES.failed }))) return 'skipped';
  logger.error('A roster import failed on every try', { jobId });
  return 'failed';
}

/** Fed by the roster import queue's dead-letter queue. */
export const handler = deadLetterHandler('jobId', 'roster import', failDeadImport);
