import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { type ImportCounts, type ImportJob, importJobSchema } from '#shared/schemas/roster';
import { dynamo } from '../lib/clients/dynamo';
import { tableName } from '../lib/env';
import { type Lease, leases } from '../lib/lease';
import { writeIfCondition } from '../lib/put-if-absent';
import { queryPage } from '../lib/query-page';
import { getItem } from '../lib/stored-items';
import { rosterImportsQueue } from './queues';

/** A job as stored: what the Admin sees, and what the worker needs (the file, who started it, where). */
const storedJobSchema = importJobSchema.extend({
  ownerId: z.string(),
  fileId: z.string(),
  /** The site's address when the import started: the worker has no request to read it from. */
  siteOrigin: z.string(),
  /** Set by every write of the job. */
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
      // In the `newest` index's one partition, where the Admin's dashboard finds the last job.
      Item: { ...job, feed: IMPORTS_FEED },
      ConditionExpression: 'attribute_not_exists(jobId)',
    }),
  );
}

const IMPORTS_FEED = 'imports';

/** The latest job, or undefined before the first (the Admin's dashboard). */
export async function lastJob(): Promise<ImportJob | undefined> {
  const { items } = await queryPage({
    table: tableName('rosterImports'),
    index: 'newest',
    partition: IMPORTS_FEED,
    descending: true,
    limit: 1,
    item: storedJobSchema,
  });
  return items[0] && toImportJob(items[0]);
}

export function findJob(jobId: string): Promise<StoredJob | undefined> {
  return getItem({ table: tableName('rosterImports'), key: { jobId }, item: storedJobSchema });
}

/* Imports run under a lease (lib/lease.ts): queued → checking → applying → refused or completed. */
const jobLeases = () => leases(tableName('rosterImports'), rosterImportsQueue);
export type JobLease = Lease<'rosterImports'>;
const UNFINISHED = ['queued', 'checking', 'applying'] as const;
const stamped = (values: Record<string, unknown>) => ({ ...values, updatedAt: new Date().toISOString() });

/**
 * Claims the job for this delivery: a queued one, or a running one whose lease has not been
 * renewed for longer than its worker may run (its worker died; the message came back). A duplicate delivery while a
 * worker is busy gets undefined. A job that was applying stays applying, so the worker resumes
 * where it was.
 */
export async function claimJob(job: StoredJob): Promise<JobLease | undefined> {
  if (job.status !== 'queued' && job.status !== 'checking' && job.status !== 'applying') return undefined;
  const claimed =
    job.status === 'queued'
      ? await jobLeases().claim(
          { jobId: job.jobId },
          { from: ['queued'], set: stamped({ status: 'checking' }) },
        )
      : await jobLeases().claim({ jobId: job.jobId }, { from: [], reclaim: [job.status], set: stamped({}) });
  return claimed?.lease;
}

/** Rows checked so far (the check phase); each write renews the lease. */
export const recordChecked = (lease: JobLease, rows: number, checked: number) =>
  jobLeases().renew(lease, stamped({ rows, checked }));

/** Every row passed: the job moves on to storing them. */
export const startApplying = (lease: JobLease, rows: number) =>
  jobLeases().renew(lease, stamped({ status: 'applying', rows, checked: rows, applied: 0 }));

/** Rows applied so far and their outcomes: the point a retried job resumes from. */
export const recordApplied = (lease: JobLease, applied: number, counts: ImportCounts) =>
  jobLeases().renew(lease, stamped({ applied, counts }));

type JobEnd = Pick<ImportJob, 'status' | 'message'> &
  Partial<Pick<ImportJob, 'rows' | 'checked' | 'counts' | 'refusals' | 'applied'>>;
const ending = (end: JobEnd) =>
  stamped({
    ...Object.fromEntries(Object.entries(end).filter(([, value]) => value !== undefined)),
    finishedAt: new Date().toISOString(),
  });

/** The end of a job under its lease: refused (nothing stored) or completed; written once. */
export const finishJob = (lease: JobLease, end: JobEnd) => jobLeases().finish(lease, ending(end));

/**
 * Fails a job whose every try failed (its message was dead-lettered), unless it finished
 * meanwhile: no worker holds it any more, so this is the one write made without its lease.
 */
export function failUnfinishedJob(jobId: string, end: JobEnd): Promise<boolean> {
  const change = ending(end);
  const names = Object.keys(change).map((_, index) => `#f${index}`);
  const statuses = Object.fromEntries(UNFINISHED.map((status, index) => [`:from${index}`, status]));
  return writeIfCondition(
    dynamo().send(
      new UpdateCommand({
        TableName: tableName('rosterImports'),
        Key: { jobId },
        // The lease goes with it: a worker still holding it can then write no more of the job.
        UpdateExpression: `SET ${names.map((name, index) => `${name} = :f${index}`).join(', ')} REMOVE leaseId, leasedAt`,
        ConditionExpression: `#status IN (${Object.keys(statuses).join(', ')})`,
        ExpressionAttributeNames: {
          ...Object.fromEntries(Object.keys(change).map((key, index) => [`#f${index}`, key])),
          '#status': 'status',
        },
        ExpressionAttributeValues: {
          ...Object.fromEntries(Object.values(change).map((value, index) => [`:f${index}`, value])),
          ...statuses,
        },
      }),
    ),
  );
}
