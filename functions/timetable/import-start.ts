import { ROSTER_MESSAGES } from '#shared/constants/roster-messages';
import { TIMETABLE_MESSAGES } from '#shared/constants/timetable-messages';
import type { TimetableImportJob } from '#shared/schemas/timetable-import';
import type { Caller } from '../lib/caller';
import { HttpError } from '../lib/http';
import type { records } from '../uploads';
import type * as jobs from './import-jobs';
import { type StoredImportJob, toImportJob } from './import-jobs';
import type * as queue from './import-queue';

export interface StartImportDeps {
  readonly jobs: Pick<typeof jobs, 'createJob' | 'findJob'>;
  readonly records: Pick<typeof records, 'ownReadyUpload'>;
  readonly queue: Pick<typeof queue, 'enqueueTimetableImport'>;
}

/**
 * Starts the import of a timetable upload of the caller's own and answers its job at once; the
 * worker checks and stores the rows (decision 50). A job's id is its file's, as a roster import's,
 * so starting one upload again answers the same job; importing again means uploading again.
 */
export async function startImport(
  fileId: string,
  caller: Caller,
  deps: StartImportDeps,
): Promise<TimetableImportJob> {
  const file = await deps.records.ownReadyUpload(fileId, 'timetable', caller.userId);
  if (!file) throw new HttpError(400, TIMETABLE_MESSAGES.notATimetable);
  const job: StoredImportJob = {
    jobId: file.fileId,
    fileId: file.fileId,
    fileName: file.name,
    ownerId: caller.userId,
    status: 'queued',
    message: '',
    createdAt: new Date().toISOString(),
    rows: 0,
    classes: 0,
    refusals: [],
  };
  if (!(await deps.jobs.createJob(job))) return importStatus(job.jobId, caller, deps);
  await deps.queue.enqueueTimetableImport(job.jobId);
  return toImportJob(job);
}

/** A job's progress and result, for the Admin who started it (another's is as absent as none). */
export async function importStatus(
  jobId: string,
  caller: Caller,
  deps: Pick<StartImportDeps, 'jobs'>,
): Promise<TimetableImportJob> {
  const job = await deps.jobs.findJob(jobId);
  if (!job || job.ownerId !== caller.userId) throw new HttpError(404, ROSTER_MESSAGES.noSuchImport);
  return toImportJob(job);
}
