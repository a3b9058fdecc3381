import { ROSTER_MESSAGES } from '#shared/constants/roster-messages';
import type { ImportJob } from '#shared/schemas/roster';
import type { Caller } from '../lib/caller';
import { scopes, stampChange } from '../lib/change-stamps';
import { HttpError } from '../lib/http';
import type { records } from '../uploads';
import type * as jobs from './jobs';
import { NO_COUNTS, type StoredJob, toImportJob } from './jobs';
import type * as queue from './queue';

export interface ImportsDeps {
  readonly jobs: Pick<typeof jobs, 'createJob' | 'findJob'>;
  readonly records: Pick<typeof records, 'ownReadyUpload'>;
  readonly queue: Pick<typeof queue, 'enqueueImport'>;
}

/**
 * Starts the import of a confirmed roster upload of the caller's own. A job's id is its file's, so
 * one upload is imported once: starting it again (a double click, a retry) answers the same job.
 * Importing the same rows again means uploading the file again, which updates, never duplicates.
 */
export async function startImport(
  input: { readonly fileId: string; readonly caller: Caller; readonly siteOrigin: string | undefined },
  deps: ImportsDeps,
): Promise<ImportJob> {
  if (!input.siteOrigin) throw new Error('No site origin on the request; the invitations have no address');
  // Another Admin's upload is as absent as a missing one.
  const file = await deps.records.ownReadyUpload(input.fileId, 'roster', input.caller.userId);
  if (!file) throw new HttpError(400, ROSTER_MESSAGES.notARoster);
  const job: StoredJob = {
    jobId: file.fileId,
    fileId: file.fileId,
    fileName: file.name,
    ownerId: input.caller.userId,
    siteOrigin: input.siteOrigin,
    status: 'queued',
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
    rows: 0,
    checked: 0,
    applied: 0,
    counts: NO_COUNTS,
    refusals: [],
  };
  try {
    await deps.jobs.createJob(job);
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
    return importStatus({ jobId: job.jobId, caller: input.caller }, deps);
  }
  // The Admin's dashboard shows the newest import (decision 64).
  await stampChange(scopes.admin);
  await deps.queue.enqueueImport(job.jobId);
  return toImportJob(job);
}

/** A job's progress and report, for the Admin who started it (another's is as absent as none). */
export async function importStatus(
  input: { readonly jobId: string; readonly caller: Caller },
  deps: Pick<ImportsDeps, 'jobs'>,
): Promise<ImportJob> {
  const job = await deps.jobs.findJob(input.jobId);
  if (!job || job.ownerId !== input.caller.userId) throw new HttpError(404, ROSTER_MESSAGES.noSuchImport);
  return toImportJob(job);
}
