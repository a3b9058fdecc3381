import type { StudentClass } from '#shared/schemas/student-class';
import { findByLogin } from '../../functions/accounts/accounts';
import { assign } from '../../functions/teaching';
import { findPeriods, findTerm, isTeachingDay } from '../../functions/timetable';
import { call, loginAs } from '../support/api';
import { makeAccount } from '../support/attendance-fixtures';
import { recentTeachingDate, weeklySlot } from '../support/lecture-fixtures';
import { collegeDay, uniqueClass, uniqueRoom } from '../support/timetable-fixtures';
import { madeAccount } from './made-accounts';

const api = () => process.env.CAMPUS_E2E_URL ?? '';
const weekBefore = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - 7 * 86_400_000).toISOString().slice(0, 10);

/* The latest past teaching day whose weekday a week earlier was taught too. */
async function twoTaughtWeeks() {
  const term = await findTerm();
  for (let back = 1; back < 60; back++) {
    const { date, weekday } = recentTeachingDate(back);
    if (isTeachingDay(term, date) && isTeachingDay(term, weekBefore(date)))
      return { weekday, latest: date, earlier: weekBefore(date) };
  }
  throw new Error('the term has no two taught weeks before today');
}

/**
 * A class's term so far, as its Faculty member marked it through the API (decision 48):
 * - Data Structures, weekly: the Student present once of two, their classmate absent at both;
 * - Workshop Practice, one extra lecture: both absent (no lecture of it is left this term);
 * - Engineering Drawing, four extra lectures: the Student present at all four.
 * The classmate's name begins with a formula sign, for the exports to neutralise.
 */
export async function aMarkedClass(password: string) {
  if (!(await findPeriods()) || !(await findTerm())) await collegeDay();
  const { weekday, latest, earlier } = await twoTaughtWeeks();
  const ours: StudentClass = uniqueClass();
  const [studentEmail, facultyEmail, classmate, room, admin] = await Promise.all([
    madeAccount({ firstName: 'Sana', role: 'Student', password, studentClass: ours }),
    madeAccount({ firstName: 'Vikram', role: 'Faculty', password }),
    makeAccount('=SUM(A1)', 'Behind', ours),
    uniqueRoom(),
    loginAs(api(), { email: 'admin@campus.local', password: 'campus-demo-admin', role: 'Admin' }),
  ]);
  const [student, faculty] = await Promise.all(
    [studentEmail, facultyEmail].map((email) => findByLogin(email, { consistent: true })),
  );
  if (!student || !faculty) throw new Error('accounts not made');
  for (const subject of ['Data Structures', 'Workshop Practice', 'Engineering Drawing'])
    await assign(faculty.userId, { ...ours, subject });
  const teacher = await loginAs(api(), { email: facultyEmail, password, role: 'Faculty' });
  const lecture = { ...ours, type: 'Lecture', room, facultyId: faculty.userId };

  const slotId = await weeklySlot(api(), admin, {
    ...lecture,
    weekday,
    subject: 'Data Structures',
    start: '09:00',
    end: '10:00',
  });
  const extra = async (date: string, subject: string, start: string, end: string) => {
    const made = await call(api(), 'POST', '/api/timetable/changes', {
      token: admin,
      body: { kind: 'extra', ...lecture, date, subject, start, end },
    });
    if (made.status !== 200) throw new Error(`extra lecture not made: ${JSON.stringify(made.body)}`);
    return (made.body.lecture as { lectureId: string }).lectureId;
  };
  const mark = async (date: string, lectureId: string, present: readonly [boolean, boolean]) => {
    const marked = await call(api(), 'POST', '/api/attendance/mark', {
      token: teacher,
      body: {
        ...ours,
        date,
        lectureId,
        students: [
          { id: student.userId, present: present[0] },
          { id: classmate.userId, present: present[1] },
        ],
      },
    });
    if (marked.status !== 200) throw new Error(`not marked: ${JSON.stringify(marked.body)}`);
  };

  await mark(earlier, `${slotId}#${earlier}`, [false, false]);
  await mark(latest, `${slotId}#${latest}`, [true, false]);
  await mark(latest, await extra(latest, 'Workshop Practice', '11:00', '12:00'), [false, false]);
  for (const date of [earlier, latest])
    for (const [start, end] of [
      ['14:00', '15:00'],
      ['15:00', '16:00'],
    ] as const)
      await mark(date, await extra(date, 'Engineering Drawing', start, end), [true, true]);

  return { ours, studentEmail, facultyEmail, classmateEmail: classmate.login, latest };
}
