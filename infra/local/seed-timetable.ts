import { classOf, createAccount, findByLogin, findByLogins } from '../../functions/accounts/accounts';
import { inGroups } from '../../functions/lib/in-groups';
import { findRoom } from '../../functions/rooms';
import { assign, classesOf } from '../../functions/teaching';
import { batchOf, findPeriods, findTerm, setBatch, weekOf } from '../../functions/timetable';
import { savePeriods, saveTerm } from '../../functions/timetable/college';
import { classOwner } from '../../functions/timetable/day-items';
import { importTimetable } from '../../functions/timetable/import';
import { sampleStudents } from './sample-students';
import {
  batchesOf,
  SAMPLE_PERIODS,
  SAMPLE_TIMETABLE_HEADER,
  SAMPLE_WEEKS,
  sampleTerm,
} from './sample-timetable';

const DEMO_FACULTY = 'faculty@campus.local';
const DEMO_STUDENT = 'student@campus.local';

/* `vivek.sawant@faculty.campus.local` is Vivek Sawant. */
const nameOf = (email: string) => {
  const [first = '', last = ''] = (email.split('@')[0] ?? '').split('.');
  const title = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  return { firstName: title(first), lastName: title(last) };
};

/*
 * The sample subjects' Faculty accounts (sample-timetable.ts), each assigned its subject as an
 * Admin assigns one. Like the sample students, they cannot log in (their hash is no scrypt hash).
 */
async function seedSampleTeachers(): Promise<void> {
  for (const { studentClass, subjects } of SAMPLE_WEEKS)
    for (const { subject, faculty } of subjects) {
      const login = faculty ?? DEMO_FACULTY;
      const account =
        (await findByLogin(login)) ??
        (await createAccount({
          login,
          ...nameOf(login),
          birthDate: '1980-03-10',
          role: 'Faculty',
          status: 'active',
          passwordHash: 'sample-faculty-no-login',
        }));
      if (account) await assign(account.userId, { ...studentClass, subject });
    }
}

/* Each sample student's batch, in thirds of their class; the demo Student is in the first. */
async function seedSampleBatches(): Promise<void> {
  const byClass = new Map<string, string[]>();
  for (const { email, ...c } of sampleStudents())
    byClass.set(classOwner(c), [...(byClass.get(classOwner(c)) ?? []), email]);
  const thirdOf = new Map<string, number>([[DEMO_STUDENT, 0]]);
  for (const emails of byClass.values())
    emails.forEach((email, i) => {
      thirdOf.set(email, Math.floor((i * 3) / emails.length));
    });
  const accounts = await findByLogins([...thirdOf.keys()]);
  await inGroups(accounts, 10, async (account) => {
    const c = classOf(account);
    if (!c || (await batchOf(account.userId))) return;
    await setBatch(account.userId, batchesOf(c.division)[thirdOf.get(account.login) ?? 0]);
  });
}

/**
 * Local only (decision 50): the college's periods and a term around today, when none are set, and
 * a week for each sample class that has none, imported as an Admin's file is (every row checked,
 * clashes included), with the sample students' batches. What is there already is left alone.
 */
export async function seedSampleTimetable(today = new Date()): Promise<void> {
  if (!(await findPeriods())) await savePeriods(SAMPLE_PERIODS);
  if (!(await findTerm())) await saveTerm(sampleTerm(today));
  await seedSampleTeachers();
  const empty = [];
  for (const week of SAMPLE_WEEKS)
    if ((await weekOf(classOwner(week.studentClass))).length === 0) empty.push(week);
  if (empty.length > 0) {
    const rows = empty.flatMap((week) => week.rows(DEMO_FACULTY));
    const bytes = Buffer.from([SAMPLE_TIMETABLE_HEADER, ...rows].join('\n'));
    const result = await importTimetable(bytes, {
      accounts: { findByLogins },
      findRoom,
      classesOf,
      findPeriods,
    });
    // Stored periods of another shape (an Admin's) may refuse the sample rows: the site still starts.
    if (result.status !== 'completed')
      console.warn(`The sample timetable was not imported: ${result.message}`, result.refusals.slice(0, 5));
  }
  await seedSampleBatches();
}
