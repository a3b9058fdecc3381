import * as z from 'zod';
import { classKey, type StudentClass } from '#shared/schemas/student-class';
import { comparedText } from '#shared/schemas/text';
import { tableName } from '../lib/env';
import { countUpTo, type InvalidCursor, queryPage } from '../lib/query-page';
import { NO_PASSWORD } from './passwords';

/** A student on a class's roster as attendance marks them: who, and the email the records show. */
export interface StudentAccount {
  readonly userId: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
}

/* What marking reads of an account in a class's roster. */
const listedStudentSchema = z.object({
  login: z.string(),
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
const ROSTER_ATTRIBUTES = ['login', 'userId', 'firstName', 'lastName'] as const;

const toStudent = (account: z.infer<typeof listedStudentSchema>): StudentAccount => ({
  userId: account.userId,
  firstName: account.firstName,
  lastName: account.lastName,
  email: account.login,
});

const MAX_READS = 5;

/*
 * Who is on a class's roster: a Student whose email is confirmed (an account stored before the
 * flag existed counts as confirmed), or one a roster import made, who has no password until the
 * invitation is used (an Admin vouched for them). A self-sign-up that never confirmed its email is
 * not: anyone could have typed that address. The bench sends the same filter (class-roster.ts).
 */
export const ON_ROSTER = {
  expression:
    '(attribute_not_exists(emailConfirmed) OR emailConfirmed = :confirmed OR passwordHash = :invited)',
  values: { ':confirmed': true, ':invited': NO_PASSWORD },
} as const;

/**
 * One class's active Students on its roster (ON_ROSTER) by name, a page at a time, through the class's partition of the
 * roster index (only that class is read); `search` keeps those whose name contains it. Each read
 * asks for no more than the page still needs, so a cursor never skips anyone.
 */
export async function listClassStudents(
  studentClass: StudentClass,
  search: string | undefined,
  limit: number,
  cursor?: string,
): Promise<{ students: StudentAccount[]; nextCursor?: string } | InvalidCursor> {
  const term = search === undefined ? undefined : comparedText(search);
  const page = await queryPage({
    table: tableName('users'),
    index: 'studentsByClass',
    partition: classKey(studentClass),
    filter: term
      ? {
          expression: `${ON_ROSTER.expression} AND contains(searchName, :term)`,
          values: { ...ON_ROSTER.values, ':term': term },
        }
      : ON_ROSTER,
    attributes: ROSTER_ATTRIBUTES,
    limit,
    maxReads: MAX_READS,
    cursor,
    item: listedStudentSchema,
  });
  return page === 'invalidCursor' ? page : { students: page.items.map(toStudent), nextCursor: page.cursor };
}

/**
 * The whole roster of one class, by id: what a mark checks its ids against. A class is a room's
 * worth of people, so its one partition is read whole (a few pages at most).
 */
export async function classRoster(studentClass: StudentClass): Promise<Map<string, StudentAccount>> {
  const { items } = await queryPage({
    table: tableName('users'),
    index: 'studentsByClass',
    partition: classKey(studentClass),
    filter: ON_ROSTER,
    attributes: ROSTER_ATTRIBUTES,
    item: listedStudentSchema,
  });
  return new Map(items.map((item) => [item.userId, toStudent(item)]));
}

/* A class's roster is at most a few hundred: a count reads no more than this. */
const ROSTER_CAP = 1000;

/**
 * How many students' accounts a class holds (any, confirmed or not): one count of its partition of
 * the students-by-class index, read for the Admin's classes with no timetable (decision 55).
 */
export async function countClassStudents(studentClass: StudentClass): Promise<number> {
  const { count } = await countUpTo(
    { table: tableName('users'), index: 'studentsByClass', partition: classKey(studentClass) },
    ROSTER_CAP,
  );
  return count;
}
