import { findByLogins } from '../accounts';
import { bucketName } from '../lib/env';
import { logger } from '../lib/logger';
import { findRoom } from '../rooms';
import { classesOf } from '../teaching';
import { findFile, firstBytes } from '../uploads';
import { findPeriods, saveLastImport } from './college';
import * as jobs from './import-jobs';
import { timetableImportsQueue } from './queues';
import { type RunImportDeps, runImport } from './run-import';

/* A timetable file is at most its kind's cap (1 MB); reading a little more shows nothing was cut off. */
const READ_LIMIT = 2 * 1024 * 1024;

export const workerDeps: RunImportDeps = {
  jobs,
  records: { findFile },
  accounts: { findByLogins },
  findRoom,
  classesOf,
  findPeriods,
  saveLastImport,
  readFile: (key) => firstBytes(bucketName('files'), key, READ_LIMIT),
};

/** The timetable import worker, fed by its queue (decision 50). */
export const handler = timetableImportsQueue.consumer(async ({ jobId }) => {
  logger.appendKeys({ jobId });
  await runImport(jobId, workerDeps);
});
