import { beforeAll, describe, expect, it } from 'vitest';
import { collegeToday } from '#shared/constants/college-time';
import type { Role } from '#shared/constants/roles';
import type { StudentClass } from '#shared/schemas/student-class';
import { firstOn } from '../../functions/feeds/calendar';
import { FEED_LIMIT } from '../../functions/feeds/feed';
import { hashOf, replaceToken } from '../../functions/feeds/repository';
import { takeAttempt } from '../../functions/lib/rate-limit';
import { setBatch } from '../../functions/timetable';
import { call } from '../support/api';
import { makeAccount, uniqueClass } from '../support/attendance-fixtures';
import { occurrences } from '../support/ical-feed';
import { signedInStack } from '../support/shared-stack';
import type { TestStack } from '../support/test-stack';
import { collegeDay, facultyTeaching, uniqueRoom } from '../support/timetable-fixtures';

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/* Decision 52: a private iCalendar address per user, read by a real parser as a calendar app would. */
describe('calendar feeds', () => {
  let stack: TestStack;
  let token: (role: Role) => string;
  beforeAll(async () => {
    ({ stack, token } = await signedInStack());
    await collegeDay();
  });
  const feed = (path: string) => call(stack.apiUrl, 'GET', path);
  const feedOfUser = async (userId: string) => {
    const made = await replaceToken(userId);
    if (!made) throw new Error('no token');
    return `/api/feeds/${made.token}/calendar.ics`;
  };
  const slot = async (c: StudentClass, fields: Record<string, unknown>) => {
    const made = await call(stack.apiUrl, 'POST', '/api/admin/timetable/slots', {
      token: token('Admin'),
      body: { ...c, type: 'Lecture', weekday: 'Fri', ...fields },
    });
    if (made.status !== 200) throw new Error(`slot not made: ${JSON.stringify(made.body)}`);
    return (made.body.slot as { slotId: string }).slotId;
  };
  const change = (body: Record<string, unknown>) =>
    call(stack.apiUrl, 'POST', '/api/timetable/changes', { token: token('Admin'), body });

  it('gives a Student their class week with their own batch, holidays, cancellations and moves', async () => {
    const c = uniqueClass();
    const student = await makeAccount('Fee', 'Dee', c);
    await setBatch(student.userId, 'A1');
    const teacher = await facultyTeaching({ ...c, subject: 'Signals' }, { ...c, subject: 'Signals Lab' });
    const room = await uniqueRoom();
    const base = { facultyId: teacher.userId, room };
    const lecture = await slot(c, { ...base, subject: 'Signals', start: '09:00', end: '10:00' });
    const lab = { ...base, subject: 'Signals Lab', type: 'Practical', start: '14:00', end: '16:00' };
    await slot(c, { ...lab, batch: 'A1' });
    const other = await facultyTeaching({ ...c, subject: 'Signals Lab' });
    await slot(c, { ...lab, batch: 'A2', facultyId: other.userId, room: await uniqueRoom() });
    const cancelled = firstOn(addDays(collegeToday(), 1), 'Fri');
    const moved = addDays(cancelled, 7);
    expect((await change({ kind: 'cancel', slotId: lecture, date: cancelled })).status).toBe(200);
    expect(
      (await change({ kind: 'move', slotId: lecture, date: moved, start: '11:00', end: '12:00' })).status,
    ).toBe(200);

    const answer = await feed(await feedOfUser(student.userId));
    expect(answer.status).toBe(200);
    const text = String(answer.body.text);
    expect(text).toContain('BEGIN:VTIMEZONE');
    expect(text).toContain('TZID:Asia/Kolkata');
    expect(text).toMatch(/RRULE:FREQ=WEEKLY;UNTIL=20270531/);
    // The week of Christmas (a holiday, Friday 2026-12-25): that Friday has no lecture.
    const christmasWeek = occurrences(text, '2026-12-21', '2026-12-27');
    expect(christmasWeek.filter((one) => one.summary.startsWith('Signals'))).toEqual([]);
    expect(christmasWeek).toContainEqual(
      expect.objectContaining({ summary: 'Christmas', date: '2026-12-25' }),
    );
    const weekAfter = occurrences(text, '2027-01-01', '2027-01-01').map(
      (one) => `${one.start} ${one.summary}`,
    );
    expect(weekAfter).toEqual(['09:00 Signals (Lecture)', '14:00 Signals Lab (Practical, batch A1)']);
    const signals = (date: string) =>
      occurrences(text, date, date).filter((one) => one.summary === 'Signals (Lecture)');
    expect(signals(cancelled)).toEqual([]);
    expect(signals(moved)).toEqual([
      expect.objectContaining({ start: '11:00', location: `${room}, Test wing` }),
    ]);
    expect(signals(addDays(moved, 7))).toEqual([expect.objectContaining({ start: '09:00' })]);
  });

  it('gives a Faculty member their teaching, and an Alumni the holidays only', async () => {
    const c = uniqueClass();
    const teacher = await facultyTeaching({ ...c, subject: 'Optics' });
    await slot(c, {
      subject: 'Optics',
      facultyId: teacher.userId,
      room: await uniqueRoom(),
      weekday: 'Wed',
      start: '10:00',
      end: '11:00',
    });
    const taught = String((await feed(await feedOfUser(teacher.userId))).body.text);
    expect(occurrences(taught, '2027-01-04', '2027-01-10').map((one) => one.summary)).toEqual([
      'Optics (Lecture)',
    ]);
    const alumni = await makeAccount('Old', 'Hand', undefined, 'Alumni');
    const holidays = String((await feed(await feedOfUser(alumni.userId))).body.text);
    expect(occurrences(holidays, '2026-06-01', '2027-05-31').map((one) => one.summary)).toEqual([
      'Christmas',
    ]);
  });

  it('shows the address once, and a new one ends the old at once', async () => {
    const mine = (method: 'GET' | 'POST') =>
      call(stack.apiUrl, method, '/api/feeds/mine', { token: token('Student') });
    const first = await mine('POST');
    expect(first.status).toBe(200);
    expect(first.body.path).toMatch(/^\/api\/feeds\/[\w-]{43}\/calendar\.ics$/);
    expect((await feed(String(first.body.path))).status).toBe(200);
    expect((await mine('GET')).body).toEqual({ made: true, madeAt: first.body.madeAt });
    const second = await mine('POST');
    expect(second.body.path).not.toBe(first.body.path);
    expect((await feed(String(first.body.path))).status).toBe(404);
    expect((await feed(String(second.body.path))).status).toBe(200);
    // Own only: another user's new address leaves this one working.
    const theirs = await call(stack.apiUrl, 'POST', '/api/feeds/mine', { token: token('Faculty') });
    expect(theirs.body.path).not.toBe(second.body.path);
    expect((await feed(String(second.body.path))).status).toBe(200);
    expect((await feed('/api/feeds/not-a-token/calendar.ics')).status).toBe(404);
    expect((await call(stack.apiUrl, 'POST', '/api/feeds/mine')).status).toBe(401);
  });

  it('limits each token, not each address', async () => {
    const spent = await makeAccount('Busy', 'Bee', undefined, 'Alumni');
    const path = await feedOfUser(spent.userId);
    const spentToken = path.split('/')[3] as string;
    while (await takeAttempt(FEED_LIMIT, hashOf(spentToken))) {}
    expect((await feed(path)).status).toBe(429);
    const other = await makeAccount('Calm', 'Bee', undefined, 'Alumni');
    expect((await feed(await feedOfUser(other.userId))).status).toBe(200);
  });
});
