import { TIMETABLE_IMPORT_MESSAGES } from '#shared/constants/timetable-import-messages';
import { logger } from '../lib/logger';
import { failUnfinishedJob } from './import-jobs';
import { timetableImportsQueue } from './queues';

/** An import whose every try failed is marked failed, so its Admin stops waiting and imports again. */
export async function failDeadImport(jobId: string): Promise<'failed' | 'skipped'> {
  if (!(await failUnfinishedJob(jobId, TIMETABLE_IMPORT_MESSAGES.failed))) return 'skipped';
  logger.error('A timetable import failed on every try', { jobId });
  return 'failed';
}

/** Fed by the timetable import queue's dead-letter queue. */
export const handler = timetableImportsQueue.deadLetters('timetable import', ({ jobId }) =>
  failDeadImport(jobId),
);
