import { beforeAll, describe, expect, it } from 'vitest';
import { collegeToday } from '#shared/constants/college-time';
import type { Role } from '#shared/constants/roles';
import { TIMETABLE_MESSAGES } from '#shared/constants/timetable-messages';
import type { StudentClass } from '#shared/schemas/student-class';
import type { Lecture } from '#shared/schemas/timetable';
import { lecturesOn, weekdayOf } from '../../functions/timetable';
import { call } from '../support/api';
import { classQuery, makeAccount } from '../support/attendance-fixtures';
import { signedInStack } from '../support/shared-stack';
import type { TestStack } from '../support/test-stack';
import { collegeDay, facultyTeaching, uniqueClass, uniqueRoom } from '../support/timetable-fixtures';

const DAY_MS = 24 * 3600 * 1000;
/** A Thursday some weeks after the college's today (the test term runs to the end of May 2027). */
function comingThursday(weeksAhead: number): string {
  for (let days = 1 + 7 * weeksAhead; ; days++) {
    const date = new Date(Date.parse(`${collegeToday()}T00:00:00Z`) + days * DAY_MS)
      .toISOString()
      .slice(0, 10);
    if (weekdayOf(date) === 'Thu') return date;
  }
}

/* Decision 56: a one-off change undone, clash-checked; a marked lecture's change kept. */
describe('timetable: undoing a one-off change', () => {
  let stack: TestStack;
  let token: (role: Role) => string;
  beforeAll(async () => {
    ({ stack, token } = await signedInStack());
    await collegeDay();
  });
  const change = (body: Record<string, unknown>) =>
    call(stack.apiUrl, 'POST', '/api/timetable/changes', { token: token('Admin'), body });
  const undo = (at: StudentClass, date: string, changeId: string, as: Role = 'Admin') =>
    call(stack.apiUrl, 'DELETE', '/api/admin/timetable/changes', {
      token: token(as),
      body: { ...at, date, changeId },
    });
  const classDay = (at: StudentClass, date: string) =>
    call(stack.apiUrl, 'GET', `/api/admin/timetable/class/day?${classQuery(at)}&date=${date}`, {
      token: token('Admin'),
    });
  const lines = (lectures: Lecture[]) =>
    lectures.map((l) => `${l.subject} ${l.start} ${l.room} ${l.facultyName}`);
  /** A class with a weekly Thursday 09:00 lecture; its slot, Faculty member and room. */
  async function weeklyThursday() {
    const ours = uniqueClass();
    const faculty = await facultyTeaching({ ...ours, subject: 'Circuits' });
    const room = await uniqueRoom();
    const slot = await call(stack.apiUrl, 'POST', '/api/admin/timetable/slots', {
      token: token('Admin'),
      body: {
        ...ours,
        weekday: 'Thu',
        start: '09:00',
        end: '10:00',
        subject: 'Circuits',
        type: 'Lecture',
        facultyId: faculty.userId,
        room,
      },
    });
    return { ours, faculty, room, slotId: (slot.body.slot as { slotId: string }).slotId };
  }

  it('undoes a cancellation, refused while an extra lecture holds its hour, naming it', async () => {
    const { ours, room, slotId } = await weeklyThursday();
    const date = comingThursday(1);
    expect((await change({ kind: 'cancel', slotId, date })).status).toBe(200);
    // The freed hour is given to an extra lecture of the class.
    const other = await facultyTeaching({ ...ours, subject: 'Optics' });
    const extra = await change({
      kind: 'extra',
      ...ours,
      date,
      start: '09:30',
      end: '10:30',
      subject: 'Optics',
      type: 'Lecture',
      facultyId: other.userId,
      room: await uniqueRoom(),
    });
    expect(extra.status).toBe(200);
    const extraId = (extra.body.lecture as Lecture).lectureId;

    // The Admin's list of the date shows the extra lecture and the cancelled one.
    const day = await classDay(ours, date);
    expect(day.status).toBe(200);
    expect((day.body.cancelled as Lecture[]).map((l) => l.lectureId)).toEqual([`${slotId}#${date}`]);
    expect((day.body.lectures as Lecture[]).map((l) => l.change)).toEqual(['extra']);

    const refused = await undo(ours, date, slotId);
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe(
      `The class already has ${ours.branch} ${ours.year} ${ours.division}, Optics (Lecture), ${date} 09:30–10:30.`,
    );
    expect(await undo(ours, date, extraId)).toEqual({
      status: 200,
      body: { msg: TIMETABLE_MESSAGES.extraRemoved },
    });
    expect(await undo(ours, date, slotId)).toEqual({
      status: 200,
      body: { msg: TIMETABLE_MESSAGES.cancellationUndone },
    });
    expect(lines(await lecturesOn({ classOf: ours }, date))).toEqual([
      `Circuits 09:00 ${room} Tess Timetable`,
    ]);
    expect(await lecturesOn({ facultyId: other.userId }, date)).toEqual([]);
    // Gone is gone: undoing it again finds no change.
    expect(await undo(ours, date, extraId)).toEqual({
      status: 404,
      body: { msg: TIMETABLE_MESSAGES.noSuchChange },
    });
  });

  it('undoes a move and a substitution: the lecture is back in its room, time and Faculty member', async () => {
    const { ours, faculty, room, slotId } = await weeklyThursday();
    const date = comingThursday(2);
    const lab = await uniqueRoom();
    expect(
      (await change({ kind: 'move', slotId, date, room: lab, start: '12:00', end: '13:00' })).status,
    ).toBe(200);
    expect(lines(await lecturesOn({ room: lab }, date))).toEqual([`Circuits 12:00 ${lab} Tess Timetable`]);
    expect((await undo(ours, date, slotId)).body.msg).toBe(TIMETABLE_MESSAGES.moveUndone);
    expect(lines(await lecturesOn({ classOf: ours }, date))).toEqual([
      `Circuits 09:00 ${room} Tess Timetable`,
    ]);
    expect(await lecturesOn({ room: lab }, date)).toEqual([]);

    const substitute = await facultyTeaching();
    expect((await change({ kind: 'substitute', slotId, date, facultyId: substitute.userId })).status).toBe(
      200,
    );
    expect(await lecturesOn({ facultyId: faculty.userId }, date)).toEqual([]);
    expect((await undo(ours, date, slotId)).body.msg).toBe(TIMETABLE_MESSAGES.substitutionUndone);
    expect(await lecturesOn({ facultyId: substitute.userId }, date)).toEqual([]);
    expect(await lecturesOn({ facultyId: faculty.userId }, date)).toMatchObject([
      { lectureId: `${slotId}#${date}`, facultyId: faculty.userId },
    ]);
    expect((await undo(ours, date, slotId)).status).toBe(404);
  });

  it('keeps the records of a lecture marked today when its change is undone, and says so', async () => {
    const ours = uniqueClass();
    const today = collegeToday();
    const teacher = await facultyTeaching({ ...ours, subject: 'Workshop' });
    const extra = await change({
      kind: 'extra',
      ...ours,
      date: today,
      start: '07:00',
      end: '08:00',
      subject: 'Workshop',
      type: 'Practical',
      facultyId: teacher.userId,
      room: await uniqueRoom(),
    });
    expect(extra.status).toBe(200);
    const lecture = extra.body.lecture as Lecture;
    const student = await makeAccount('Mira', 'Marked', ours);
    const marked = await call(stack.apiUrl, 'POST', '/api/attendance/mark', {
      token: token('Admin'),
      body: {
        ...ours,
        date: today,
        lectureId: lecture.lectureId,
        students: [{ id: student.userId, present: true }],
      },
    });
    expect(marked.status).toBe(200);
    expect((await undo(ours, today, lecture.lectureId, 'Faculty')).status).toBe(403);
    expect(await undo(ours, today, lecture.lectureId)).toEqual({
      status: 200,
      body: { msg: `${TIMETABLE_MESSAGES.extraRemoved} ${TIMETABLE_MESSAGES.marksKept}` },
    });
    expect(await lecturesOn({ classOf: ours }, today)).toEqual([]);
    const records = await call(
      stack.apiUrl,
      'GET',
      `/api/attendance/data?${classQuery(ours)}&date=${today}`,
      {
        token: token('Admin'),
      },
    );
    expect(records.body.records).toMatchObject([
      { lectureId: lecture.lectureId, subject: 'Workshop', status: 'Present' },
    ]);
  });

  it('refuses to undo a change of a date that has passed', async () => {
    const { ours, slotId } = await weeklyThursday();
    expect(await undo(ours, '2026-06-04', slotId)).toEqual({
      status: 400,
      body: { msg: TIMETABLE_MESSAGES.changePassed },
    });
  });
});
