import { ROSTER_MESSAGES } from '#shared/constants/roster-messages';
import { type ImportCounts, MAX_REPORTED_REFUSALS, type Refusal } from '#shared/schemas/roster';
import type { accounts } from '../accounts';
import { type ChangeScope, scopes, stampChange } from '../lib/change-stamps';
import { eachLimited } from '../lib/each-limited';
import { logger } from '../lib/logger';
import { recountClassStudents } from '../timetable';
import type { records } from '../uploads';
import { type ApplyRowDeps, applyRow } from './apply-row';
import { planRows } from './check-accounts';
import { readRoster } from './check-rows';
import type * as jobs from './jobs';
import { NO_COUNTS, type StoredJob } from './jobs';

/** Rows between two progress writes (the point a retried job resumes from). */
const CHUNK = 250;
/** Rows applied at once: enough to keep the table and the mail service busy, few enough to be polite. */
const CONCURRENCY = 24;

export interface RunImportDeps extends ApplyRowDeps {
  readonly jobs: Pick<
    typeof jobs,
    'findJob' | 'claimJob' | 'recordChecked' | 'startApplying' | 'recordApplied' | 'finishJob'
  >;
  readonly accounts: ApplyRowDeps['accounts'] & Pick<typeof accounts, 'findByLogins'>;
  readonly records: Pick<typeof records, 'findFile'>;
  /** The whole stored roster (the kind's cap keeps it small). */
  readonly readFile: (key: string) => Promise<Uint8Array | undefined>;
  /** Mails each account its invitation (links made in batches, mails a few at a time). */
  readonly invite: (accounts: accounts.Account[], siteOrigin: string) => Promise<void>;
}

const byRow = (a: Refusal, b: Refusal) => a.row - b.row;

/*
 * A write of the job that the Admin's dashboard shows (its status, counts, end) stamps it once it
 * has landed (decision 64); `also` the scopes the same step changed. A write refused stamps nothing.
 */
async function shown(written: Promise<boolean>, ...also: ChangeScope[]): Promise<boolean> {
  if (!(await written)) return false;
  await stampChange(scopes.admin, ...also);
  return true;
}

/**
 * Checks every row (the shared schemas, repeats within the file, then each existing account), and
 * stores nothing unless every row passes; then applies them in chunks, recording progress after
 * each, so a retry resumes at the last chunk. Rows are safe to apply twice (applyRow).
 */
export async function runImport(jobId: string, deps: RunImportDeps): Promise<'done' | 'skipped'> {
  const found = await deps.jobs.findJob(jobId);
  const lease = found && (await deps.jobs.claimJob(found));
  if (!found || !lease) return 'skipped';
  // Queued → checking; a resumed job shows what it showed.
  if (found.status === 'queued') await stampChange(scopes.admin);
  const job: StoredJob = found.status === 'queued' ? { ...found, status: 'checking' } : found;
  const file = await deps.records.findFile(job.fileId);
  const bytes = file?.status === 'ready' ? await deps.readFile(file.key) : undefined;
  const read = bytes
    ? readRoster(bytes)
    : { kind: 'unreadable' as const, message: ROSTER_MESSAGES.notARoster };
  if (read.kind === 'unreadable') {
    await shown(deps.jobs.finishJob(lease, { status: 'refused', message: read.message }));
    return 'done';
  }

  // Existing accounts, a batch at a time, with the count of rows checked for the progress bar.
  const existing: accounts.Account[] = [];
  for (let start = 0; start < read.valid.length; start += CHUNK * 4) {
    const batch = read.valid.slice(start, start + CHUNK * 4);
    existing.push(...(await deps.accounts.findByLogins(batch.map((row) => row.value.email))));
    const checked = read.refusals.length + start + batch.length;
    // A write refused means the lease went to another delivery (this one was too slow): stop.
    if (job.status === 'checking' && !(await deps.jobs.recordChecked(lease, read.rows, checked)))
      return 'skipped';
  }
  const { planned, refusals } = planRows(read.valid, existing);
  const refused = [...read.refusals, ...refusals].sort(byRow);
  if (refused.length > 0) {
    await shown(
      deps.jobs.finishJob(lease, {
        status: 'refused',
        message: ROSTER_MESSAGES.anyRefused,
        rows: read.rows,
        checked: read.rows,
        counts: { ...NO_COUNTS, refused: refused.length },
        refusals: refused.slice(0, MAX_REPORTED_REFUSALS),
      }),
    );
    return 'done';
  }

  const resumed = job.status === 'applying';
  if (!resumed && !(await shown(deps.jobs.startApplying(lease, read.rows)))) return 'skipped';
  const counts: ImportCounts = resumed ? { ...job.counts } : { ...NO_COUNTS };
  const lateRefusals: Refusal[] = [];
  const rowJob = { createdAt: job.createdAt, resumed };
  for (let start = resumed ? job.applied : 0; start < planned.length; start += CHUNK) {
    const chunk = planned.slice(start, start + CHUNK);
    const applied = await eachLimited(chunk, CONCURRENCY, (row) => applyRow(row, rowJob, deps));
    const invitees: accounts.Account[] = [];
    applied.forEach((result, index) => {
      if ('reason' in result) lateRefusals.push({ row: chunk[index]?.row ?? 0, reason: result.reason });
      else {
        counts[result.outcome] += 1;
        if (result.invite) invitees.push(result.invite);
      }
    });
    // Invited after their chunk is stored: a try that stops before this point is resumed at this
    // chunk, whose new accounts (still without a password) are invited then (applyRow).
    await deps.invite(invitees, job.siteOrigin);
    const recorded = { ...counts, refused: lateRefusals.length };
    if (!(await shown(deps.jobs.recordApplied(lease, start + chunk.length, recorded)))) return 'skipped';
  }
  await recountClassStudents(planned.flatMap((row) => [row.value, row.existing ?? {}]));
  // The accounts, classes and batches stored change every dashboard (college), once at the end: a
  // job whose lease went on to another delivery, or that failed on every try, stamps them there.
  await shown(
    deps.jobs.finishJob(lease, {
      status: 'completed',
      applied: planned.length,
      counts: { ...counts, refused: lateRefusals.length },
      refusals: lateRefusals.slice(0, MAX_REPORTED_REFUSALS),
    }),
    scopes.college,
  );
  logger.info('Roster import finished', { jobId, rows: read.rows, ...counts });
  return 'done';
}
