import { beforeAll, describe, expect, it } from 'vitest';
import { collegeToday } from '#shared/constants/college-time';
import type { Role } from '#shared/constants/roles';
import type { Weekday } from '#shared/schemas/timetable';
import { weekdayOf } from '../../functions/timetable';
import { call } from '../support/api';
import { signedIn, signedInFaculty, weeklySlot } from '../support/lecture-fixtures';
import { signedInStack } from '../support/shared-stack';
import type { TestStack } from '../support/test-stack';
import { collegeDay, TEST_TERM, uniqueClass, uniqueRoom } from '../support/timetable-fixtures';

const DAY_MS = 24 * 3600 * 1000;

/* The first date at least `ahead` days after the college's today that falls on the weekday (or a Sunday). */
function dateAhead(ahead: number, weekday: Weekday | undefined): string {
  for (let days = ahead; ; days++) {
    const date = new Date(Date.parse(`${collegeToday()}T00:00:00Z`) + days * DAY_MS)
      .toISOString()
      .slice(0, 10);
    const isHoliday = TEST_TERM.holidays.some((holiday) => holiday.date === date);
    if (weekdayOf(date) === weekday && !isHoliday) return date;
  }
}

/* Issue 47 item 4: the lectures still expected know the rest of the term's one-off changes. */
describe('attendance summary and the term’s changes', () => {
  let stack: TestStack;
  let token: (role: Role) => string;
  beforeAll(async () => {
    ({ stack, token } = await signedInStack());
    await collegeDay();
  });

  it('expects one fewer after a future cancellation and one more after a future extra lecture', async () => {
    const ours = uniqueClass();
    const subject = 'Digital Electronics';
    const room = await uniqueRoom();
    const teacher = await signedInFaculty(stack.apiUrl, ours, subject);
    const slotId = await weeklySlot(stack.apiUrl, token('Admin'), {
      ...ours,
      weekday: 'Wed',
      subject,
      start: '09:00',
      end: '10:00',
      room,
      facultyId: teacher.account.userId,
    });
    const student = await signedIn(stack.apiUrl, 'Student', ours);
    const expected = async () => {
      const summary = await call(stack.apiUrl, 'GET', '/api/attendance/summary', { token: student.token });
      expect(summary.status).toBe(200);
      const rows = summary.body.subjects as { subject: string; type?: string; remaining: number }[];
      return rows.find((row) => row.subject === subject)?.remaining ?? 0;
    };
    const change = async (body: Record<string, unknown>) =>
      expect(
        (await call(stack.apiUrl, 'POST', '/api/timetable/changes', { token: token('Admin'), body })).status,
      ).toBe(200);

    const weekly = await expected();
    expect(weekly).toBeGreaterThan(0);
    await change({ kind: 'cancel', slotId, date: dateAhead(7, 'Wed') });
    expect(await expected()).toBe(weekly - 1);
    const extra = { kind: 'extra', ...ours, subject, type: 'Lecture', room, start: '10:00', end: '11:00' };
    await change({ ...extra, date: dateAhead(8, undefined), facultyId: teacher.account.userId });
    await change({ ...extra, date: dateAhead(15, undefined), facultyId: teacher.account.userId });
    expect(await expected()).toBe(weekly + 1);
    // Another class's cancellation is not ours: its date item is another partition.
    const theirs = uniqueClass();
    const theirTeacher = await signedInFaculty(stack.apiUrl, theirs, subject);
    const theirSlot = await weeklySlot(stack.apiUrl, token('Admin'), {
      ...theirs,
      weekday: 'Wed',
      subject,
      start: '11:00',
      end: '12:00',
      room: await uniqueRoom(),
      facultyId: theirTeacher.account.userId,
    });
    await change({ kind: 'cancel', slotId: theirSlot, date: dateAhead(14, 'Wed') });
    expect(await expected()).toBe(weekly + 1);
  });
});
