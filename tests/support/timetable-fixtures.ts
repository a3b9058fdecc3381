import { randomUUID } from 'node:crypto';
import type { StudentClass } from '#shared/schemas/student-class';
import { saveRoom } from '../../functions/rooms/repository';
import { assign } from '../../functions/teaching';
import { savePeriods, saveTerm } from '../../functions/timetable/college';
import { makeAccount, uniqueClass } from './attendance-fixtures';

/*
 * What the timetable tests make: a college day wide enough for any test's times, a term around the
 * dates they use, and Faculty members, rooms and classes of their own (a clash needs shared ones).
 */
export const TEST_TERM = {
  firstDay: '2026-06-01',
  lastDay: '2027-05-31',
  holidays: [{ date: '2026-12-25', name: 'Christmas' }],
};

export async function collegeDay(): Promise<void> {
  await savePeriods({
    periods: [
      { name: 'Morning', start: '07:00', end: '13:00' },
      { name: 'Afternoon', start: '13:30', end: '19:00' },
    ],
  });
  await saveTerm(TEST_TERM);
}

/** A room of its own, as the Admin's Rooms screen stores it. */
export async function uniqueRoom(): Promise<string> {
  const code = `T${randomUUID().replaceAll('-', '').slice(0, 8).toUpperCase()}`;
  await saveRoom({ code, location: 'Test wing' });
  return code;
}

/** A Faculty member of their own, assigned the classes and subjects given. */
export async function facultyTeaching(...taught: (StudentClass & { subject: string })[]) {
  const faculty = await makeAccount('Tess', 'Timetable', undefined, 'Faculty');
  for (const one of taught)
    if ((await assign(faculty.userId, one)) !== 'assigned') throw new Error('not assigned');
  return faculty;
}

export { uniqueClass };
