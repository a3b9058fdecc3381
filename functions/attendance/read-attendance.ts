import { stringify } from 'csv-stringify/sync';
import { ATTENDANCE_MESSAGES } from '#shared/constants/attendance-messages';
import type { FacultyRecord, OwnAttendance, StudentsPage, StudentsQuery } from '#shared/schemas/attendance';
import type { StudentClass } from '#shared/schemas/student-class';
import { HttpError } from '../lib/http';
import { safeCell } from './csv-cell';
import type * as records from './records';
import type { AttendanceRecord } from './records';
import { inReach, type Reach } from './records-reach';
import type * as students from './students';

/** A class's roster fits one page (a mark takes at most MAX_MARKED); larger ones page on. */
export const STUDENTS_PAGE_SIZE = 200;
export const OWN_PAGE_SIZE = 50;

/** One class's active students by name, for the marking list; `search` narrows by name. */
export async function listStudents(
  input: StudentsQuery,
  deps: { readonly students: Pick<typeof students, 'listStudents'> },
): Promise<StudentsPage> {
  const { branch, year, division } = input;
  const page = await deps.students.listStudents(
    { branch, year, division },
    input.search,
    STUDENTS_PAGE_SIZE,
    input.cursor,
  );
  if (page === 'invalidCursor') throw new HttpError(400, ATTENDANCE_MESSAGES.badCursor);
  return {
    students: page.students.map(({ userId, firstName, lastName, email }) => ({
      _id: userId,
      firstName,
      lastName,
      email,
    })),
    nextCursor: page.nextCursor,
  };
}

const toFacultyRecord = (record: AttendanceRecord): FacultyRecord => ({
  studentId: record.studentId,
  date: record.date,
  type: record.type,
  first_name: record.first_name,
  last_name: record.last_name,
  email: record.email,
  status: record.status,
  ...(record.lectureId !== undefined && {
    lectureId: record.lectureId,
    subject: record.subject,
    start: record.start,
    end: record.end,
  }),
});

/** One class's records of one date, by time (records by type alone first), session type and name. */
export async function recordsOfDate(
  input: StudentClass & { readonly date: string },
  deps: { readonly records: Pick<typeof records, 'recordsBetween'> },
): Promise<{ records: FacultyRecord[] }> {
  const found = await deps.records.recordsBetween(input, input.date, input.date);
  const byName = (a: AttendanceRecord, b: AttendanceRecord) =>
    (a.start ?? '').localeCompare(b.start ?? '') ||
    (a.lectureId ?? '').localeCompare(b.lectureId ?? '') ||
    a.type.localeCompare(b.type) ||
    `${a.first_name} ${a.last_name}`.localeCompare(`${b.first_name} ${b.last_name}`);
  return { records: found.sort(byName).map(toFacultyRecord) };
}

/* The class as a file name's part: `computer-engineering-se-a`. */
const classSlug = ({ branch, year, division }: StudentClass) =>
  `${branch}-${year}-${division}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * One class's records over a date range as CSV, one row per record, in date order: those the
 * caller's reach holds (a substitute's, their lectures' only).
 */
export async function exportCsv(
  input: StudentClass & { readonly from: string; readonly to: string },
  deps: { readonly records: Pick<typeof records, 'recordsBetween'> },
  reach: Reach = 'class',
): Promise<{ filename: string; csv: string }> {
  const found = (await deps.records.recordsBetween(input, input.from, input.to)).filter(inReach(reach));
  const rows = found.map((record) =>
    [record.date, record.type, record.first_name, record.last_name, record.email, record.status].map(
      safeCell,
    ),
  );
  const csv = stringify(rows, {
    header: true,
    columns: ['date', 'type', 'first_name', 'last_name', 'email', 'status'],
  });
  return { filename: `attendance-${classSlug(input)}-${input.from}-to-${input.to}.csv`, csv };
}

/** The caller's own records, newest first, and their present percentage over all of them. */
export async function ownAttendance(
  input: { readonly studentId: string; readonly cursor?: string },
  deps: { readonly records: Pick<typeof records, 'ownRecords' | 'ownTally'> },
): Promise<OwnAttendance> {
  const [page, tally] = await Promise.all([
    deps.records.ownRecords(input.studentId, OWN_PAGE_SIZE, input.cursor),
    deps.records.ownTally(input.studentId),
  ]);
  if (page === 'invalidCursor') throw new HttpError(400, ATTENDANCE_MESSAGES.badCursor);
  return {
    records: page.records.map(({ date, type, status, subject }) => ({ date, type, status, subject })),
    nextCursor: page.nextCursor,
    presentPercent: tally.total === 0 ? null : Math.round((tally.present / tally.total) * 1000) / 10,
  };
}
