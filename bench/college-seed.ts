import { randomUUID } from 'node:crypto';
import { collegeToday } from '#shared/constants/college-time';
import type { Role } from '#shared/constants/roles';
import { TIMETABLE_COLUMNS, TIMETABLE_OPTIONAL_COLUMNS } from '#shared/constants/timetable';
import { classKey } from '#shared/schemas/student-class';
import { createAccount, findByLogin } from '../functions/accounts/accounts';
import { eachLimited } from '../functions/lib/each-limited';
import { saveRoom } from '../functions/rooms/repository';
import { assign } from '../functions/teaching';
import { recountClassStudents } from '../functions/timetable';
import { savePeriods, saveTerm, setBatch } from '../functions/timetable/college';
import { DEMO_STUDENT_CLASS } from '../infra/local/seed';
import {
  batchOf,
  CLASSES,
  classOf,
  FACULTY,
  PERIODS,
  type PlannedSlot,
  roomsOf,
  STUDENTS_PER_CLASS,
} from './college-plan';

/*
 * Stores the bench's college (college-plan.ts) through the app's own writers, so every item has the
 * shape the app gives it: accounts by createAccount (the users table and the Admin's directory),
 * assignments by the teaching group, rooms, periods, term and batches by their repositories, the
 * classes' student counts by the timetable group's recount (as a roster import ends). The
 * weekly slots are not written here: the timetable import stores them (college-scale.ts times it).
 * 50 writes at a time: the SDK's 50 sockets, as the class-roster bench seeds its 5,000.
 */
const AT_ONCE = 50;

const DAY_MS = 86_400_000;
const dateAfter = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export interface SeededCollege {
  /** Each Faculty member's id and email, in the plan's order (0 is the demo Faculty member). */
  readonly faculty: readonly { readonly userId: string; readonly email: string }[];
  /** Seconds each part took, in the order they ran. */
  readonly took: Readonly<Record<string, number>>;
}

const account = (login: string, firstName: string, role: Role, extra: object = {}) =>
  createAccount({
    login,
    firstName,
    lastName: 'College',
    birthDate: '2004-04-04',
    role,
    status: 'active',
    passwordHash: 'scrypt$not-used',
    ...extra,
  });

async function timed(took: Record<string, number>, part: string, work: () => Promise<unknown>) {
  const started = performance.now();
  await work();
  took[part] = (performance.now() - started) / 1000;
}

/**
 * Seeds 5,000 Students (50 a class, each in one of its division's three batches, the demo Student
 * in batch A1 of its class), 300 Faculty (the demo one and 299 more) assigned the plan's classes
 * and subjects, the plan's rooms, the periods, and a term of 16 weeks around today with a holiday.
 */
export async function seedCollege(plan: readonly PlannedSlot[]): Promise<SeededCollege> {
  const run = randomUUID().slice(0, 8);
  const took: Record<string, number> = {};
  const today = collegeToday();
  await timed(took, 'periods, term and rooms', async () => {
    await savePeriods(PERIODS);
    await saveTerm({
      firstDay: dateAfter(today, -56),
      lastDay: dateAfter(today, 56),
      holidays: [{ date: dateAfter(today, 9), name: 'College Bench Day' }],
    });
    await eachLimited(roomsOf(plan), AT_ONCE, (code) => saveRoom({ code, location: 'Bench block' }));
  });

  const demo = await findByLogin('faculty@campus.local');
  if (!demo) throw new Error('the demo Faculty account is missing');
  const faculty: { userId: string; email: string }[] = [{ userId: demo.userId, email: demo.login }];
  await timed(took, `${FACULTY} Faculty accounts`, async () => {
    const made = await eachLimited(upTo(FACULTY - 1), AT_ONCE, async (n) => {
      const email = `college-${run}-faculty-${n + 1}@example.org`;
      const stored = await account(email, `Teacher${String(n + 1).padStart(3, '0')}`, 'Faculty');
      if (!stored) throw new Error(`${email} was not stored`);
      return { userId: stored.userId, email };
    });
    faculty.push(...made);
  });

  const taught = new Map(
    plan.map((slot) => {
      const one = {
        facultyId: faculty[slot.faculty]?.userId ?? '',
        ...classOf(slot.classIndex),
        subject: slot.subject,
      };
      return [`${one.facultyId}|${classKey(one)}|${one.subject}`, one];
    }),
  );
  await timed(took, `${taught.size} teaching assignments`, () =>
    eachLimited([...taught.values()], AT_ONCE, async ({ facultyId, ...one }) => {
      const assigned = await assign(facultyId, one);
      if (assigned !== 'assigned' && assigned !== 'alreadyAssigned')
        throw new Error(`not assigned: ${assigned}`);
    }),
  );

  const students = CLASSES * STUDENTS_PER_CLASS;
  await timed(took, `${students.toLocaleString('en')} Student accounts`, () =>
    eachLimited(upTo(students), AT_ONCE, async (n) => {
      const studentClass = classOf(Math.floor(n / STUDENTS_PER_CLASS));
      const email = `college-${run}-student-${n}@example.org`;
      const stored = await account(email, `Student${String(n).padStart(4, '0')}`, 'Student', studentClass);
      if (!stored) throw new Error(`${email} was not stored`);
      await setBatch(stored.userId, batchOf(studentClass.division, n));
    }),
  );
  // As a roster import ends: each class's count of students, which the Admin's dashboard reads.
  await timed(took, `${CLASSES} classes' student counts`, () =>
    recountClassStudents(upTo(CLASSES).map(classOf)),
  );
  // The demo Student's class is one of the college's (Computer Engineering SE A): batch A1.
  const demoStudent = await findByLogin('student@campus.local');
  if (!demoStudent || demoStudent.division !== DEMO_STUDENT_CLASS.division)
    throw new Error('the demo Student is not in its class');
  await setBatch(demoStudent.userId, batchOf(DEMO_STUDENT_CLASS.division, 0));
  return { faculty, took };
}

const upTo = (n: number) => Array.from({ length: n }, (_, i) => i);

/** The plan's slots of these classes (all without), as a timetable CSV an Admin would upload. */
export function timetableCsv(
  plan: readonly PlannedSlot[],
  faculty: SeededCollege['faculty'],
  classes?: ReadonlySet<number>,
): string {
  const rows = plan
    .filter((slot) => !classes || classes.has(slot.classIndex))
    .map((slot) => {
      const { branch, year, division } = classOf(slot.classIndex);
      const email = faculty[slot.faculty]?.email ?? '';
      const { weekday, start, end, subject, type, room, batch = '' } = slot;
      return [branch, year, division, weekday, start, end, subject, type, email, room, batch].join(',');
    });
  return [[...TIMETABLE_COLUMNS, ...TIMETABLE_OPTIONAL_COLUMNS].join(','), ...rows].join('\n');
}
