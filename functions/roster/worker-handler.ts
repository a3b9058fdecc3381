import { accounts, graduateToAlumni, mailOutbox as outbox } from '../accounts';
import { bucketName } from '../lib/env';
import { logger } from '../lib/logger';
import { queueConsumer } from '../lib/queue-messages';
import * as teaching from '../teaching';
import { batchOf, setBatch } from '../timetable';
import { firstBytes, records } from '../uploads';
import { sendInvitations } from './invitation';
import * as jobs from './jobs';
import { type RunImportDeps, runImport } from './run-import';

/* A roster is at most its kind's cap (2 MB); reading a little more shows nothing was cut off. */
const READ_LIMIT = 4 * 1024 * 1024;

export const workerDeps: RunImportDeps = {
  jobs,
  accounts,
  teaching,
  records,
  graduate: graduateToAlumni,
  batches: { batchOf, setBatch },
  readFile: (key) => firstBytes(bucketName('files'), key, READ_LIMIT),
  invite: (invitees, siteOrigin) => sendInvitations(invitees, siteOrigin, { outbox }),
};

/** The roster import worker, fed by its queue; a failed job's message comes back and it resumes. */
export const handler = queueConsumer('rosterImports', async ({ jobId }) => {
  logger.appendKeys({ jobId });
  await runImport(jobId, workerDeps);
});
