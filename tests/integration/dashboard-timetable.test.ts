import { beforeAll, describe, expect, it } from 'vitest';
import { collegeToday } from '#shared/constants/college-time';
import type { Role } from '#shared/constants/roles';
import type { AdminSummary, FacultySummary, StudentSummary } from '#shared/schemas/dashboard';
import type { StudentClass } from '#shared/schemas/student-class';
import { studentTimetable } from '../../functions/dashboard/timetable-facts';
import { classDaysFrom, dayOf, setBatch, termAndBatch, weekdayOf } from '../../functions/timetable';
import { call } from '../support/api';
import { dashboardOf } from '../support/dashboard-reads';
import { recentTeachingDate, signedIn, signedInFaculty } from '../support/lecture-fixtures';
import { signedInStack } from '../support/shared-stack';
import type { TestStack } from '../support/test-stack';
import { collegeDay, facultyTeaching, uniqueClass, uniqueRoom } from '../support/timetable-fixtures';
import { importedTimetable } from '../support/timetable-imports';

const deps = { termAndBatch, classDaysFrom };
/* An instant by the college's clock (India, UTC+05:30). */
const at = (date: string, time: string) => Date.parse(`${date}T${time}:00+05:30`);

/* Issue 47 item 5: the Student's day on their dashboard, right after the Admin's changes to it. */
describe('dashboard summary: the Student’s timetable', () => {
  let stack: TestStack;
  let token: (role: Role) => string;
  beforeAll(async () => {
    ({ stack, token } = await signedInStack());
    await collegeDay();
  });
  const newSlot = async (c: StudentClass, fields: Record<string, unknown>) => {
    const made = await call(stack.apiUrl, 'POST', '/api/admin/timetable/slots', {
      token: token('Admin'),
      body: { ...c, type: 'Lecture', weekday: 'Thu', end: '10:00', ...fields },
    });
    if (made.status !== 200) throw new Error(`slot not made: ${JSON.stringify(made.body)}`);
    return (made.body.slot as { slotId: string }).slotId;
  };
  const change = async (body: Record<string, unknown>) =>
    expect(
      (await call(stack.apiUrl, 'POST', '/api/timetable/changes', { token: token('Admin'), body })).status,
    ).toBe(200);
  const line = (l: { date: string; start: string; subject: string; change?: string }) =>
    `${l.date} ${l.start} ${l.subject}${l.change ? ` ${l.change}` : ''}`;

  it('lists a day’s lectures in order, the cancelled apart, the next marked, the batch applied', async () => {
    const ours = uniqueClass();
    const faculty = await facultyTeaching({ ...ours, subject: 'Maths' });
    const [room, lab, other] = await Promise.all([uniqueRoom(), uniqueRoom(), uniqueRoom()]);
    const slot = (subject: string, start: string, end: string, extra: Record<string, unknown> = {}) =>
      newSlot(ours, { subject: 'Maths', facultyId: faculty.userId, room, start, end, ...extra }).then(
        (slotId) => ({ slotId, subject }),
      );
    await slot('Maths', '11:00', '12:00');
    const early = await slot('Maths', '09:00', '10:00');
    const late = await slot('Maths', '14:00', '15:00');
    await slot('Maths', '12:00', '13:00', { type: 'Practical', batch: 'B2', room: lab });
    await slot('Maths', '09:00', '10:00', { weekday: 'Sat' });
    const student = await signedIn(stack.apiUrl, 'Student', ours);
    await setBatch(student.account.userId, 'B1');
    // Thursday 10 December: the 09:00 lecture moved to another room, the 14:00 one cancelled.
    await change({ kind: 'move', slotId: early.slotId, date: '2026-12-10', room: other });
    await change({ kind: 'cancel', slotId: late.slotId, date: '2026-12-10' });

    const morning = await studentTimetable(ours, student.account.userId, deps, at('2026-12-10', '08:30'));
    expect(morning.date).toBe('2026-12-10');
    expect(morning.lectures.map(line)).toEqual(['2026-12-10 09:00 Maths moved', '2026-12-10 11:00 Maths']);
    expect(morning.lectures[0]).toMatchObject({ room: other, facultyName: 'Tess Timetable' });
    expect(morning.cancelled.map(line)).toEqual(['2026-12-10 14:00 Maths']);
    expect(morning.next?.lectureId).toBe(morning.lectures[0]?.lectureId);

    const later = await studentTimetable(ours, student.account.userId, deps, at('2026-12-10', '10:30'));
    expect(later.next && line(later.next)).toBe('2026-12-10 11:00 Maths');

    // After the last lecture: the next is Saturday's, the Friday having none.
    const evening = await studentTimetable(ours, student.account.userId, deps, at('2026-12-10', '16:00'));
    expect(evening.next && line(evening.next)).toBe('2026-12-12 09:00 Maths');

    // The other batch's practical is theirs: once the Student is in B2, it is on their day.
    await setBatch(student.account.userId, 'B2');
    const inB2 = await studentTimetable(ours, student.account.userId, deps, at('2026-12-10', '08:30'));
    expect(inB2.lectures.map((l) => l.start)).toEqual(['09:00', '11:00', '12:00']);
  });

  it('answers the Student’s own day with today’s college date in their dashboard read', async () => {
    const ours = uniqueClass();
    const faculty = await facultyTeaching({ ...ours, subject: 'Optics' });
    const room = await uniqueRoom();
    const today = collegeToday();
    const student = await signedIn(stack.apiUrl, 'Student', ours);
    const read = async () => (await dashboardOf<StudentSummary>(stack.apiUrl, student.token)).timetable;
    expect(await read()).toEqual({ date: today, lectures: [], cancelled: [], next: null });
    await newSlot(ours, {
      subject: 'Optics',
      facultyId: faculty.userId,
      room,
      weekday: weekdayOf(today) ?? 'Mon',
      start: '18:00',
      end: '19:00',
    });
    const expected = (await dayOf({ classOf: ours }, today)).lectures.map((l) => l.lectureId);
    const after = await read();
    expect(after?.lectures.map((l) => l.lectureId)).toEqual(expected);
    // Today's 18:00 lecture, or (on a Sunday, a holiday, or after 18:00) a later day's.
    expect(after?.next).toMatchObject({ subject: 'Optics', start: '18:00', room });
  });

  it('counts the Faculty member’s lectures today and those unmarked, until one is marked', async () => {
    const ours = uniqueClass();
    const teacher = await signedInFaculty(stack.apiUrl, ours, 'Circuits');
    const room = await uniqueRoom();
    const today = collegeToday();
    const read = async () => (await dashboardOf<FacultySummary>(stack.apiUrl, teacher.token)).timetable;
    expect(await read()).toEqual({ date: today, lectures: [], unmarked: 0 });
    // A lecture held a week ago (its weekday's), still unmarked, and one today if today is taught.
    const { date, weekday } = recentTeachingDate(7);
    const slotId = await newSlot(ours, {
      subject: 'Circuits',
      facultyId: teacher.account.userId,
      room,
      weekday,
      start: '07:00',
      end: '08:00',
    });
    const expected = (await dayOf({ facultyId: teacher.account.userId }, today)).lectures;
    const before = await read();
    expect(before?.lectures.map((l) => ({ lectureId: l.lectureId, marked: l.marked }))).toEqual(
      expected.map((l) => ({ lectureId: l.lectureId, marked: false })),
    );
    const unmarked = before?.unmarked ?? 0;
    expect(unmarked).toBeGreaterThanOrEqual(1);
    const student = await signedIn(stack.apiUrl, 'Student', ours);
    const marked = await call(stack.apiUrl, 'POST', '/api/attendance/mark', {
      token: teacher.token,
      body: {
        ...ours,
        date,
        lectureId: `${slotId}#${date}`,
        students: [{ id: student.account.userId, present: true }],
      },
    });
    expect(marked.status).toBe(200);
    expect((await read())?.unmarked).toBe(unmarked - 1);
  });

  it('shows the Admin the last timetable import’s result once it has finished', async () => {
    const started = new Date().toISOString();
    const ours = uniqueClass();
    const csv = [
      'branch,year,division,weekday,start,end,subject,type,facultyEmail,room,batch',
      `${ours.branch},${ours.year},${ours.division},Mon,09:00,10:00,Optics,Lecture,nobody@example.org,E102,`,
    ].join('\n');
    expect(await importedTimetable(stack.apiUrl, token('Admin'), csv)).toMatchObject({ status: 'refused' });
    const answer = await call(stack.apiUrl, 'GET', '/api/dashboard', { token: token('Admin') });
    const last = (answer.body as AdminSummary).lastTimetableImport;
    expect(last).toMatchObject({ status: 'refused', rows: 1, refused: 1 });
    expect(last && last.finishedAt >= started).toBe(true);
  });
});
