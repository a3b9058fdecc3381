import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { type ImportCounts, type ImportJob, importJobSchema } from '../../shared/schemas/roster';
import { dynamo } from '../lib/clients/dynamo';
import { tableName } from '../lib/env';
import { writeIfCondition } from '../lib/put-if-absent';
import { getItem } from '../lib/stored-items';

/** A job as stored: what the Admin sees, and what the worker needs (the file, who started it, where). */
const storedJobSchema = importJobSchema.extend({
  ownerId: z.string(),
  fileId: z.string(),
  /** The site's address when the import started: the worker has no request to read it from. */
  siteOrigin: z.string(),
  /** Set by every write of a running job; a claim older than the stale limit belongs to a dead worker. */
  updatedAt: z.string(),
});
export type StoredJob = Readonly<z.infer<typeof storedJobSchema>>;

export const NO_COUNTS: ImportCounts = { created: 0, updated: 0, unchanged: 0, graduated: 0, refused: 0 };

export function toImportJob(job: StoredJob): ImportJob {
  const { ownerId: _owner, fileId: _file, siteOrigin: _origin, updatedAt: _updated, ...shown } = job;
  return shown;
}

export async function createJob(job: StoredJob): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: tableName('rosterImports'),
      Item: job,
      ConditionExpression: 'attribute_not_exists(jobId)',
    }),
  );
}

export function findJob(jobId: string): Promise<StoredJob | undefined> {
  return getItem({ table: tableName('rosterImports'), key: { jobId }, item: storedJobSchema });
}

/*
 * One conditional update of a job in one of `from`; `updatedAt` is always set. False when the job
 * is no longer in those statuses (another delivery took it, or it finished).
 */
function updateJob(
  jobId: string,
  from: readonly string[],
  values: Record<string, unknown>,
  extraCondition?: { expression: string; values: Record<string, unknown> },
): Promise<boolean> {
  const entries = Object.entries({ ...values, updatedAt: new Date().toISOString() });
  const names = Object.fromEntries(entries.map(([name], index) => [`#f${index}`, name]));
  const placeholders = Object.fromEntries(entries.map(([, value], index) => [`:f${index}`, value]));
  const statuses = Object.fromEntries(from.map((status, index) => [`:from${index}`, status]));
  return writeIfCondition(
    dynamo().send(
      new UpdateCommand({
        TableName: tableName('rosterImports'),
        Key: { jobId },
        UpdateExpression: `SET ${entries.map((_, index) => `#f${index} = :f${index}`).join(', ')}`,
        ConditionExpression: `#status IN (${Object.keys(statuses).join(', ')})${extraCondition ? ` AND (${extraCondition.expression})` : ''}`,
        ExpressionAttributeNames: { ...names, '#status': 'status' },
        ExpressionAttributeValues: { ...placeholders, ...statuses, ...extraCondition?.values },
      }),
    ),
  );
}

/**
 * Claims the job for this delivery: a queued one, or a running one whose worker has written
 * nothing for `staleAfterMs` (it died; the message came back). A duplicate delivery while a worker
 * is busy gets false. A job that was applying stays applying, so the worker resumes where it was.
 */
export async function claimJob(job: StoredJob, staleAfterMs: number): Promise<boolean> {
  const stale = new Date(Date.now() - staleAfterMs).toISOString();
  if (job.status === 'queued') return updateJob(job.jobId, ['queued'], { status: 'checking' });
  if (job.status !== 'checking' && job.status !== 'applying') return false; // finished
  return updateJob(
    job.jobId,
    [job.status],
    {},
    { expression: 'updatedAt < :stale', values: { ':stale': stale } },
  );
}

/** Rows checked so far (the check phase). */
export const recordChecked = (jobId: string, rows: number, checked: number) =>
  updateJob(jobId, ['checking'], { rows, checked });

/** Every row passed: the job moves on to storing them. */
export const startApplying = (jobId: string, rows: number) =>
  updateJob(jobId, ['checking'], { status: 'applying', rows, checked: rows, applied: 0 });

/** Rows applied so far and their outcomes: the point a retried job resumes from. */
export const recordApplied = (jobId: string, applied: number, counts: ImportCounts) =>
  updateJob(jobId, ['applying'], { applied, counts });

/** The end of a job: refused (nothing stored), completed, or failed; written once. */
export const finishJob = (
  jobId: string,
  end: Pick<ImportJob, 'status' | 'message'> &
    Partial<Pick<ImportJob, 'rows' | 'checked' | 'counts' | 'refusals' | 'applied'>>,
) =>
  updateJob(jobId, ['queued', 'checking', 'applying'], {
    ...Object.fromEntries(Object.entries(end).filter(([, value]) => value !== undefined)),
    finishedAt: new Date().toISOString(),
  });
