import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import type { TimetableImport } from '#shared/schemas/timetable';
import { type TimetableImportJob, timetableImportJobSchema } from '#shared/schemas/timetable-import';
import { dynamo } from '../lib/clients/dynamo';
import { tableName } from '../lib/env';
import { type Lease, leases } from '../lib/lease';
import { writeIfCondition } from '../lib/put-if-absent';
import { getItem } from '../lib/stored-items';
import { timetableImportsQueue } from './queues';

/*
 * A timetable import's job (decision 50): one item of the timetable table, owner `import#<jobId>`,
 * run under a lease (lib/lease.ts) as the roster's jobs are: queued → checking → refused or
 * completed, or failed once its message is dead-lettered.
 */
const storedJobSchema = timetableImportJobSchema.extend({ ownerId: z.string(), fileId: z.string() });
export type StoredImportJob = Readonly<z.infer<typeof storedJobSchema>>;
export type ImportJobLease = Lease<'timetable'>;

const keyOf = (jobId: string) => ({ owner: `import#${jobId}`, day: 'job' });
const jobLeases = () => leases(tableName('timetable'), timetableImportsQueue);

export function toImportJob(job: StoredImportJob): TimetableImportJob {
  const { ownerId: _owner, fileId: _file, ...shown } = job;
  return shown;
}

/** Stores a new job; false when one of its id exists (the same upload started again). */
export function createJob(job: StoredImportJob): Promise<boolean> {
  return writeIfCondition(
    dynamo().send(
      new PutCommand({
        TableName: tableName('timetable'),
        Item: { ...keyOf(job.jobId), ...job },
        ConditionExpression: 'attribute_not_exists(#owner)',
        ExpressionAttributeNames: { '#owner': 'owner' },
      }),
    ),
  );
}

export function findJob(jobId: string): Promise<StoredImportJob | undefined> {
  return getItem({ table: tableName('timetable'), key: keyOf(jobId), item: storedJobSchema });
}

/**
 * Claims a queued job for this delivery, or one still checking whose worker died; a finished job,
 * or one another delivery holds, answers undefined (a redelivered message imports nothing).
 */
export async function claimJob(jobId: string): Promise<ImportJobLease | undefined> {
  const claimed = await jobLeases().claim(keyOf(jobId), {
    from: ['queued'],
    reclaim: ['checking'],
    set: { status: 'checking' },
  });
  return claimed?.lease;
}

/** Gives the job back after a failed try, so the message's next delivery takes it at once. */
export const releaseJob = (lease: ImportJobLease) => jobLeases().release(lease, { status: 'queued' });

/** The job's end under its lease: refused (nothing stored) or completed; false once the lease is lost. */
export const finishJob = (lease: ImportJobLease, result: TimetableImport) =>
  jobLeases().finish(lease, { ...result, finishedAt: new Date().toISOString() });

/**
 * Fails a job whose every try failed (its message was dead-lettered) unless it finished meanwhile;
 * the lease goes with it, so a worker still holding it can write no more of it.
 */
export function failUnfinishedJob(jobId: string, message: string): Promise<boolean> {
  return writeIfCondition(
    dynamo().send(
      new UpdateCommand({
        TableName: tableName('timetable'),
        Key: keyOf(jobId),
        UpdateExpression:
          'SET #status = :failed, #message = :message, finishedAt = :now REMOVE leaseId, leasedAt',
        ConditionExpression: '#status IN (:queued, :checking)',
        ExpressionAttributeNames: { '#status': 'status', '#message': 'message' },
        ExpressionAttributeValues: {
          ':failed': 'failed',
          ':message': message,
          ':now': new Date().toISOString(),
          ':queued': 'queued',
          ':checking': 'checking',
        },
      }),
    ),
  );
}
