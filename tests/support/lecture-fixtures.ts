import { randomUUID } from 'node:crypto';
import { collegeToday } from '#shared/constants/college-time';
import type { StudentClass } from '#shared/schemas/student-class';
import type { Weekday } from '#shared/schemas/timetable';
import { createAccount } from '../../functions/accounts/accounts';
import { hashPassword } from '../../functions/accounts/passwords';
import { assign } from '../../functions/teaching';
import { weekdayOf } from '../../functions/timetable';
import { call } from './api';
import { tokenOf } from './made-accounts';
import { uniqueRoom } from './timetable-fixtures';

/* What the per-lecture attendance tests make: Faculty and Students who sign in, and lectures. */

const PASSWORD = 'Lecture-test-pass-1';

/** A signed-in account of its own (a Student in the class given), and its session token. */
export async function signedIn(apiUrl: string, role: 'Student' | 'Faculty', studentClass?: StudentClass) {
  const account = await createAccount({
    login: `${role.toLowerCase()}-${randomUUID()}@example.org`,
    firstName: role === 'Faculty' ? 'Leela' : 'Sana',
    lastName: 'Lecture',
    birthDate: '2001-01-01',
    role,
    status: 'active',
    passwordHash: await hashPassword(PASSWORD),
    ...studentClass,
  });
  if (!account) throw new Error('account not made');
  return { account, token: await tokenOf(apiUrl, account, PASSWORD) };
}

/** A signed-in Faculty member assigned the class and subject. */
export async function signedInFaculty(apiUrl: string, studentClass: StudentClass, subject: string) {
  const made = await signedIn(apiUrl, 'Faculty');
  if ((await assign(made.account.userId, { ...studentClass, subject })) !== 'assigned')
    throw new Error('not assigned');
  return made;
}

const DAY_MS = 24 * 3600 * 1000;

/** The latest Monday-to-Saturday at least `back` days before the college's today, and its weekday. */
export function recentTeachingDate(back: number): { date: string; weekday: Weekday } {
  for (let days = back; ; days++) {
    const date = new Date(Date.parse(`${collegeToday()}T00:00:00Z`) - days * DAY_MS)
      .toISOString()
      .slice(0, 10);
    const weekday = weekdayOf(date);
    if (weekday) return { date, weekday };
  }
}

/** The latest Sunday before the college's today: a day with no weekly lectures. */
export function recentSunday(): string {
  for (let days = 1; ; days++) {
    const date = new Date(Date.parse(`${collegeToday()}T00:00:00Z`) - days * DAY_MS)
      .toISOString()
      .slice(0, 10);
    if (!weekdayOf(date)) return date;
  }
}

/** A weekly slot, made as an Admin makes it; its id. */
export async function weeklySlot(apiUrl: string, admin: string, fields: Record<string, unknown>) {
  const made = await call(apiUrl, 'POST', '/api/admin/timetable/slots', {
    token: admin,
    body: { type: 'Lecture', ...fields },
  });
  if (made.status !== 200) throw new Error(`slot not made: ${JSON.stringify(made.body)}`);
  return (made.body.slot as { slotId: string }).slotId;
}

/**
 * A Faculty member signed in and assigned the class and subject, and their weekly lecture of it on
 * the weekday, 09:00 to 10:00 in a room of its own; the teacher and the slot's id.
 */
export async function taughtWeekly(
  apiUrl: string,
  admin: string,
  { subject, weekday, ...studentClass }: StudentClass & { subject: string; weekday: Weekday },
) {
  const teacher = await signedInFaculty(apiUrl, studentClass, subject);
  const slotId = await weeklySlot(apiUrl, admin, {
    ...studentClass,
    weekday,
    subject,
    start: '09:00',
    end: '10:00',
    room: await uniqueRoom(),
    facultyId: teacher.account.userId,
  });
  return { teacher, slotId };
}
