import {
  createAccount,
  findByLogin,
  findByLogins,
  graduateToAlumni,
  setName,
  setStudentClass,
} from '../accounts';
import { bucketName } from '../lib/env';
import { logger } from '../lib/logger';
import { enqueueMails } from '../mail';
import * as teaching from '../teaching';
import { batchOf, setBatch } from '../timetable';
import { findFile, firstBytes } from '../uploads';
import { sendInvitations } from './invitation';
import * as jobs from './jobs';
import { rosterImportsQueue } from './queues';
import { type RunImportDeps, runImport } from './run-import';

/* A roster is at most its kind's cap (2 MB); reading a little more shows nothing was cut off. */
const READ_LIMIT = 4 * 1024 * 1024;

export const workerDeps: RunImportDeps = {
  jobs,
  accounts: { createAccount, findByLogin, findByLogins, setName, setStudentClass },
  teaching,
  records: { findFile },
  graduate: graduateToAlumni,
  batches: { batchOf, setBatch },
  readFile: (key) => firstBytes(bucketName('files'), key, READ_LIMIT),
  invite: (invitees, siteOrigin) => sendInvitations(invitees, siteOrigin, { outbox: { enqueueMails } }),
};

/** The roster import worker, fed by its queue; a failed job's message comes back and it resumes. */
export const handler = rosterImportsQueue.consumer(async ({ jobId }) => {
  logger.appendKeys({ jobId });
  await runImport(jobId, workerDeps);
});
