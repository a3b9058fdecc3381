import { BatchWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import type { SessionType } from '../../shared/schemas/attendance';
import { dynamo } from '../lib/clients';
import { decodeCursor, encodeCursor } from '../lib/cursor';
import { tableName } from '../lib/env';

export interface AttendanceRecord {
  readonly studentId: string;
  readonly date: string;
  readonly type: SessionType;
  readonly status: 'Present' | 'Absent';
  readonly first_name: string;
  readonly last_name: string;
  readonly email: string;
  readonly markedBy: string;
  readonly markedAt: string;
}

/* The keys: one item per student, date and type (so marking again replaces it), and the month index's. */
const keysOf = (record: AttendanceRecord) => ({
  slot: `${record.date}#${record.type}`,
  month: record.date.slice(0, 7),
  daySlot: `${record.date}#${record.type}#${record.studentId}`,
});

const BATCH = 25;
const MAX_TRIES = 6;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Writes the records, replacing any of the same student, date and type: a mark is idempotent.
 * Batches of 25 go in parallel; whatever DynamoDB leaves unprocessed is written again.
 */
export async function putRecords(records: readonly AttendanceRecord[]): Promise<void> {
  const batches: Record<string, unknown>[][] = [];
  for (let i = 0; i < records.length; i += BATCH) {
    batches.push(
      records
        .slice(i, i + BATCH)
        .map((record) => ({ PutRequest: { Item: { ...record, ...keysOf(record) } } })),
    );
  }
  await Promise.all(
    batches.map(async (batch) => {
      let requests = batch;
      for (let attempt = 0; requests.length > 0; attempt++) {
        if (attempt === MAX_TRIES) throw new Error(`${requests.length} attendance records were not written`);
        if (attempt > 0) await pause(50 * 2 ** attempt);
        const result = await dynamo().send(
          new BatchWriteCommand({ RequestItems: { [tableName('attendance')]: requests } }),
        );
        requests = (result.UnprocessedItems?.[tableName('attendance')] ?? []) as Record<string, unknown>[];
      }
    }),
  );
}

/** Every record between two dates (inclusive), by month through the index, in date order. */
export async function recordsBetween(from: string, to: string): Promise<AttendanceRecord[]> {
  const months: string[] = [];
  for (let month = from.slice(0, 7); month <= to.slice(0, 7); ) {
    months.push(month);
    const [year = 0, number = 0] = month.split('-').map(Number);
    month = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
  }
  const byMonth = await Promise.all(
    months.map(async (month) => {
      const records: AttendanceRecord[] = [];
      let start: Record<string, unknown> | undefined;
      do {
        const page = await dynamo().send(
          new QueryCommand({
            TableName: tableName('attendance'),
            IndexName: 'byMonth',
            KeyConditionExpression: '#month = :month AND daySlot BETWEEN :from AND :to',
            ExpressionAttributeNames: { '#month': 'month' },
            // `~` sorts after every character of a slot, so the last day is included whole.
            ExpressionAttributeValues: { ':month': month, ':from': from, ':to': `${to}~` },
            ExclusiveStartKey: start,
          }),
        );
        records.push(...((page.Items ?? []) as AttendanceRecord[]));
        start = page.LastEvaluatedKey;
      } while (start);
      return records;
    }),
  );
  return byMonth.flat();
}

const ownCursorSchema = z.strictObject({ studentId: z.string(), slot: z.string() });

/** One student's records, newest first, a page at a time. */
export async function ownRecords(
  studentId: string,
  limit: number,
  cursor?: string,
): Promise<{ records: AttendanceRecord[]; nextCursor?: string } | 'invalidCursor'> {
  const start = cursor === undefined ? undefined : decodeCursor(cursor, ownCursorSchema);
  if (cursor !== undefined && (!start || start.studentId !== studentId)) return 'invalidCursor';
  const page = await dynamo().send(
    new QueryCommand({
      TableName: tableName('attendance'),
      KeyConditionExpression: 'studentId = :id',
      ExpressionAttributeValues: { ':id': studentId },
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: start,
    }),
  );
  const last = page.LastEvaluatedKey;
  return {
    records: (page.Items ?? []) as AttendanceRecord[],
    nextCursor: last ? encodeCursor(last) : undefined,
  };
}

/** How many of one student's records there are, and how many say Present. */
export async function ownTally(studentId: string): Promise<{ total: number; present: number }> {
  let total = 0;
  let present = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: tableName('attendance'),
        KeyConditionExpression: 'studentId = :id',
        ExpressionAttributeValues: { ':id': studentId },
        ProjectionExpression: '#status',
        ExpressionAttributeNames: { '#status': 'status' },
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) {
      total++;
      if (item.status === 'Present') present++;
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return { total, present };
}
