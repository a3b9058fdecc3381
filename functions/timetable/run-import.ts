import { MAX_REPORTED_REFUSALS } from '#shared/schemas/roster';
import type { TimetableImport } from '#shared/schemas/timetable';
import { scopes, stampChange } from '../lib/change-stamps';
import { logger } from '../lib/logger';
import type { records } from '../uploads';
import type { saveLastImport } from './college';
import { type ImportDeps, importTimetable } from './import';
import type * as jobs from './import-jobs';

export interface RunImportDeps extends ImportDeps {
  readonly jobs: Pick<typeof jobs, 'claimJob' | 'findJob' | 'releaseJob' | 'finishJob'>;
  readonly records: Pick<typeof records, 'findFile'>;
  readonly readFile: (key: string) => Promise<Uint8Array | undefined>;
  readonly saveLastImport: typeof saveLastImport;
}

const unreadable: TimetableImport = {
  status: 'refused',
  message: 'The file could not be read.',
  rows: 0,
  classes: 0,
  refusals: [],
};

/**
 * One delivery of a job's message (decision 50): claims the job (a finished one, or one another
 * delivery holds, is skipped, so a redelivered message imports nothing twice), imports its file and
 * records the result on the job and as the college's last import. A failed try gives the job back
 * and fails, so the message comes back; a try run again after one that stopped part way converges,
 * since an import replaces each class's week with the file's.
 */
export async function runImport(jobId: string, deps: RunImportDeps): Promise<'done' | 'skipped'> {
  const lease = await deps.jobs.claimJob(jobId);
  const job = lease && (await deps.jobs.findJob(jobId));
  if (!lease || !job) return 'skipped';
  try {
    const file = await deps.records.findFile(job.fileId);
    const bytes = file?.status === 'ready' ? await deps.readFile(file.key) : undefined;
    const found = bytes ? await importTimetable(bytes, deps) : unreadable;
    // The first refused rows only: 10,000 of them would not fit in an item.
    const result = { ...found, refusals: found.refusals.slice(0, MAX_REPORTED_REFUSALS) };
    // Before the job's end, so an Admin who sees the job finished finds the dashboard current.
    await deps.saveLastImport(result);
    if (!(await deps.jobs.finishJob(lease, result))) return 'skipped';
    logger.info('Timetable import finished', { jobId, status: result.status, rows: result.rows });
    return 'done';
  } catch (error) {
    // A try that stopped part way may have replaced some classes' weeks (the next try converges).
    await stampChange(scopes.college);
    await deps.jobs.releaseJob(lease);
    throw error;
  }
}
