import { collegeToday } from '#shared/constants/college-time';
import type { StudentClass } from '#shared/schemas/student-class';
import { findTerm, isTeachingDay, weekdayOf } from '../../functions/timetable';
import { call, loginAs } from '../support/api';
import { weeklySlot } from '../support/lecture-fixtures';
import { facultyTeaching, uniqueClass, uniqueRoom } from '../support/timetable-fixtures';

const api = () => process.env.CAMPUS_E2E_URL ?? '';
const DAY_MS = 24 * 3600 * 1000;

/* A teaching day a week or more after the college's today: its changes can still be undone. */
async function teachingDayAhead() {
  const term = await findTerm();
  if (!term) throw new Error('no term');
  for (let days = 7; days < 120; days++) {
    const date = new Date(Date.parse(`${collegeToday()}T00:00:00Z`) + days * DAY_MS)
      .toISOString()
      .slice(0, 10);
    const weekday = weekdayOf(date);
    if (weekday && isTeachingDay(term, date)) return { date, weekday };
  }
  throw new Error('the term has no teaching day ahead');
}

/**
 * A class of its own with three one-off changes on a coming teaching day, made through the API as
 * an Admin makes them (decision 46): its 09:00 Circuits cancelled and the hour given to an extra
 * Optics lecture at 09:30 (so the cancellation cannot be undone while the extra holds it), and its
 * 11:00 Maths moved to another room at 12:00.
 */
export async function aClassWithChanges() {
  const ours: StudentClass = uniqueClass();
  const [admin, teacher, other, room, lab, extraRoom, { date, weekday }] = await Promise.all([
    loginAs(api(), { email: 'admin@campus.local', password: 'campus-demo-admin', role: 'Admin' }),
    facultyTeaching({ ...ours, subject: 'Circuits' }, { ...ours, subject: 'Maths' }),
    facultyTeaching({ ...ours, subject: 'Optics' }),
    uniqueRoom(),
    uniqueRoom(),
    uniqueRoom(),
    teachingDayAhead(),
  ]);
  const weekly = { ...ours, weekday, room, facultyId: teacher.userId };
  const [circuits, maths] = await Promise.all([
    weeklySlot(api(), admin, { ...weekly, subject: 'Circuits', start: '09:00', end: '10:00' }),
    weeklySlot(api(), admin, { ...weekly, subject: 'Maths', start: '11:00', end: '12:00' }),
  ]);
  const change = async (body: Record<string, unknown>) => {
    const made = await call(api(), 'POST', '/api/timetable/changes', {
      token: admin,
      body: { date, ...body },
    });
    if (made.status !== 200) throw new Error(`change not made: ${JSON.stringify(made.body)}`);
  };
  await change({ kind: 'cancel', slotId: circuits });
  await change({
    kind: 'extra',
    ...ours,
    subject: 'Optics',
    type: 'Lecture',
    start: '09:30',
    end: '10:30',
    facultyId: other.userId,
    room: extraRoom,
  });
  await change({ kind: 'move', slotId: maths, room: lab, start: '12:00', end: '13:00' });
  return { ours, date, room, lab, extraRoom };
}
