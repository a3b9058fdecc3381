import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { ATTENDANCE_STATUSES, SESSION_TYPES } from '#shared/schemas/attendance';
import { classKey, type StudentClass, studentClassSchema } from '#shared/schemas/student-class';
import { dynamo } from '../lib/clients/dynamo';
import { tableName } from '../lib/env';
import { type InvalidCursor, queryPage } from '../lib/query-page';

const attendanceStatusSchema = z.enum(ATTENDANCE_STATUSES);

const recordSchema = z.object({
  studentId: z.string(),
  date: z.string(),
  type: z.enum(SESSION_TYPES),
  status: attendanceStatusSchema,
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  markedBy: z.string(),
  markedAt: z.string(),
  /* The class it was marked for; records marked before classes existed have none. */
  branch: studentClassSchema.shape.branch.optional(),
  year: studentClassSchema.shape.year.optional(),
  division: z.string().optional(),
  /* The lecture it was marked for (decision 48); records marked by session type have none. */
  lectureId: z.string().optional(),
  subject: z.string().optional(),
  start: z.string().optional(),
  end: z.string().optional(),
});
export type AttendanceRecord = Readonly<z.infer<typeof recordSchema>>;
/** A record as marking writes it: always for a class. */
export type ClassRecord = AttendanceRecord & StudentClass;

/* What a tally reads of each record. */
const statusSchema = z.object({ status: attendanceStatusSchema });
/* What a per-subject summary reads of each record. */
const countedSchema = recordSchema.pick({ date: true, type: true, status: true, subject: true });

/*
 * The keys. A lecture's record is one per student and lecture (decision 48): `date#L#lectureId`, so
 * six lectures of a day are six records and marking one again replaces its own. A record marked by
 * session type (before lectures, or for a class with no timetable) is one per student, date and
 * type, and keeps that key. Both start with the date, so a student's records and the class index's
 * range (class, then date) read the two kinds together. The retired month index's `month` is not written.
 */
export const slotOf = (record: Pick<AttendanceRecord, 'date' | 'type' | 'lectureId'>) =>
  record.lectureId === undefined ? `${record.date}#${record.type}` : `${record.date}#L#${record.lectureId}`;
const keysOf = (record: ClassRecord) => ({
  slot: slotOf(record),
  classKey: classKey(record),
  daySlot: `${slotOf(record)}#${record.studentId}`,
});

const BATCH = 25;
const MAX_TRIES = 6;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Writes the records, replacing any of the same student, date and type: a mark is idempotent.
 * Batches of 25 go in parallel; whatever DynamoDB leaves unprocessed is written again.
 */
export async function putRecords(
  records: readonly ClassRecord[],
  /** Records of a lecture's earlier mark whose students this one no longer lists. */
  removed: readonly { readonly studentId: string; readonly slot: string }[] = [],
): Promise<void> {
  const requests = [
    ...records.map((record) => ({ PutRequest: { Item: { ...record, ...keysOf(record) } } })),
    ...removed.map(({ studentId, slot }) => ({ DeleteRequest: { Key: { studentId, slot } } })),
  ];
  const batches: Record<string, unknown>[][] = [];
  for (let i = 0; i < requests.length; i += BATCH) batches.push(requests.slice(i, i + BATCH));
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

/**
 * One class's records between two dates (inclusive), in date order: one range of the class's
 * partition of the class index, so nothing outside the class and the dates is read.
 */
export async function recordsBetween(
  studentClass: StudentClass,
  from: string,
  to: string,
): Promise<AttendanceRecord[]> {
  const { items } = await queryPage({
    table: tableName('attendance'),
    index: 'byClassDate',
    partition: classKey(studentClass),
    // `~` sorts after every character of a slot, so the last day is included whole.
    sort: { between: [from, `${to}~`] },
    item: recordSchema,
  });
  return items;
}

/** One student's records, newest first, a page at a time. */
export async function ownRecords(
  studentId: string,
  limit: number,
  cursor?: string,
): Promise<{ records: AttendanceRecord[]; nextCursor?: string } | InvalidCursor> {
  // The cursor must name this student's partition: one student cannot page through another's.
  const page = await queryPage({
    table: tableName('attendance'),
    partition: studentId,
    descending: true,
    limit,
    cursor,
    item: recordSchema,
  });
  return page === 'invalidCursor' ? page : { records: page.items, nextCursor: page.cursor };
}

/** How many of one student's records there are, and how many say Present. */
export async function ownTally(studentId: string): Promise<{ total: number; present: number }> {
  const { items } = await queryPage({
    table: tableName('attendance'),
    partition: studentId,
    attributes: ['status'],
    item: statusSchema,
  });
  return { total: items.length, present: items.filter((item) => item.status === 'Present').length };
}

/**
 * One student's records as a summary counts them: date, type, status and subject only; with a
 * term, only that term's (a range of the slot key, which starts with the date), so the read does
 * not grow with the student's earlier years.
 */
export async function ownCounts(
  studentId: string,
  term?: { readonly firstDay: string; readonly lastDay: string },
): Promise<z.infer<typeof countedSchema>[]> {
  const { items } = await queryPage({
    table: tableName('attendance'),
    partition: studentId,
    // `~` sorts after every character of a slot, so the last day is included whole.
    ...(term && { sort: { between: [term.firstDay, `${term.lastDay}~`] as const } }),
    attributes: ['date', 'type', 'status', 'subject'],
    item: countedSchema,
  });
  return items;
}
