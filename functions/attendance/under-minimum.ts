import { stringify } from 'csv-stringify/sync';
import { collegeToday } from '#shared/constants/college-time';
import { TEACHING_MESSAGES } from '#shared/constants/teaching-messages';
import type { UnderMinimum, UnderMinimumQuery } from '#shared/schemas/attendance';
import type { Caller } from '../lib/caller';
import { HttpError } from '../lib/http';
import type * as teaching from '../teaching';
import type * as timetable from '../timetable';
import { safeCell } from './csv-cell';
import { expectedLectures, summarize } from './eligibility';
import type * as eligibility from './eligibility-settings';
import type * as records from './records';
import type { AttendanceRecord } from './records';

export interface UnderMinimumDeps {
  readonly eligibility: Pick<typeof eligibility, 'findEligibility'>;
  readonly records: Pick<typeof records, 'recordsBetween'>;
  readonly teaching: Pick<typeof teaching, 'classesOf'>;
  readonly timetable: Pick<
    typeof timetable,
    'weekOf' | 'classOwner' | 'findTerm' | 'batchesOf' | 'teaches' | 'changesBetween'
  >;
}

/*
 * An Admin any class; a Faculty member a class they are assigned for this subject, or for no
 * subject in particular (then every subject of it). Checked before anything of the class is read.
 */
async function mayRead(caller: Caller, query: UnderMinimumQuery, deps: UnderMinimumDeps) {
  if (caller.role === 'Admin') return;
  if (!(await deps.timetable.teaches(caller.userId, query, deps.teaching)))
    throw new HttpError(403, TEACHING_MESSAGES.notYourClass);
}

/**
 * A class's students under the minimum in one subject this term. What is read is the class's
 * partition of the class index over the term, and its week; a band needs only the records, so a
 * batch is looked up only for the students found under the minimum, for what they can still do.
 */
export async function underMinimum(
  caller: Caller,
  query: UnderMinimumQuery,
  deps: UnderMinimumDeps,
): Promise<UnderMinimum> {
  await mayRead(caller, query, deps);
  const today = collegeToday();
  const [term, week, bands] = await Promise.all([
    deps.timetable.findTerm(),
    deps.timetable.weekOf(deps.timetable.classOwner(query)),
    deps.eligibility.findEligibility(),
  ]);
  const from = term?.firstDay ?? '0000-01-01';
  const to = term && term.lastDay < today ? term.lastDay : today;
  const [between, changes] = await Promise.all([
    deps.records.recordsBetween(query, from, to),
    term ? deps.timetable.changesBetween(query, today, term.lastDay) : [],
  ]);
  const found = between.filter((record) => record.subject === query.subject);
  const ofSubject = (slot: { readonly subject: string }) => slot.subject === query.subject;
  const { expected, remaining } = expectedLectures(week.filter(ofSubject), term, today, changes);
  const slots = expected.filter(ofSubject);
  const byStudent = new Map<string, AttendanceRecord[]>();
  for (const record of found)
    byStudent.set(record.studentId, [...(byStudent.get(record.studentId) ?? []), record]);
  const under = [...byStudent.values()].filter((own) =>
    summarize(own, [], remaining, bands).some((row) => row.band !== 'eligible'),
  );
  // Their batches in one BatchGet of 100 keys a request, not a read a student.
  const batches = await deps.timetable.batchesOf(under.map((own) => (own[0] as AttendanceRecord).studentId));
  const students = await Promise.all(
    under.map(async (own) => {
      const { studentId, first_name, last_name, email } = own[0] as AttendanceRecord;
      const batch = batches.get(studentId);
      const theirs = slots.filter((slot) => !batch || !slot.batch || slot.batch === batch);
      return summarize(own, theirs, remaining, bands)
        .filter((row) => row.band !== 'eligible' && row.held > 0)
        .map((row) => ({ studentId, first_name, last_name, email, ...row }));
    }),
  );
  const byName = (
    a: { last_name: string; first_name: string },
    b: { last_name: string; first_name: string },
  ) => `${a.last_name} ${a.first_name}`.localeCompare(`${b.last_name} ${b.first_name}`);
  return { minimum: bands.eligible, students: students.flat().sort(byName) };
}

const COLUMNS = [
  'first_name',
  'last_name',
  'email',
  'subject',
  'type',
  'held',
  'attended',
  'percent',
  'band',
] as const;

/** The same list as CSV, every cell a spreadsheet would run written as text. */
export async function underMinimumCsv(
  caller: Caller,
  query: UnderMinimumQuery,
  deps: UnderMinimumDeps,
): Promise<{ filename: string; csv: string }> {
  const { students } = await underMinimum(caller, query, deps);
  const rows = students.map((row) => COLUMNS.map((column) => safeCell(String(row[column] ?? ''))));
  const slug = `${query.branch}-${query.year}-${query.division}-${query.subject}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return {
    filename: `under-minimum-${slug}.csv`,
    csv: stringify(rows, { header: true, columns: [...COLUMNS] }),
  };
}
