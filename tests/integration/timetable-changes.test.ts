import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '#shared/constants/roles';
import { TIMETABLE_MESSAGES } from '#shared/constants/timetable-messages';
import type { StudentClass } from '#shared/schemas/student-class';
import type { Lecture } from '#shared/schemas/timetable';
import { findByLogin } from '../../functions/accounts/accounts';
import { lecturesOn } from '../../functions/timetable';
import { call } from '../support/api';
import { assignToDemoFaculty } from '../support/attendance-fixtures';
import { signedInStack } from '../support/shared-stack';
import type { TestStack } from '../support/test-stack';
import { collegeDay, facultyTeaching, uniqueClass, uniqueRoom } from '../support/timetable-fixtures';

/* Decision 46: one-off changes for a date, and the lectures a date then expects. */
describe('timetable: a date’s lectures and its one-off changes', () => {
  let stack: TestStack;
  let token: (role: Role) => string;
  beforeAll(async () => {
    ({ stack, token } = await signedInStack());
    await collegeDay();
  });
  const change = (body: Record<string, unknown>, as: Role = 'Admin') =>
    call(stack.apiUrl, 'POST', '/api/timetable/changes', { token: token(as), body });
  const newSlot = async (c: StudentClass, fields: Record<string, unknown>) => {
    const made = await call(stack.apiUrl, 'POST', '/api/admin/timetable/slots', {
      token: token('Admin'),
      body: { ...c, type: 'Lecture', weekday: 'Thu', start: '09:00', end: '10:00', ...fields },
    });
    if (made.status !== 200) throw new Error(`slot not made: ${JSON.stringify(made.body)}`);
    return (made.body.slot as { slotId: string }).slotId;
  };
  const subjects = (lectures: Lecture[]) => lectures.map((l) => `${l.subject} ${l.start} ${l.room}`);

  it('expects a weekly slot on each teaching day of its weekday, not on a holiday or out of term', async () => {
    const ours = uniqueClass();
    const faculty = await facultyTeaching({ ...ours, subject: 'Thermo' });
    const room = await uniqueRoom();
    const slotId = await newSlot(ours, {
      subject: 'Thermo',
      facultyId: faculty.userId,
      room,
      weekday: 'Fri',
    });
    const [lecture] = await lecturesOn({ classOf: ours }, '2026-12-18');
    expect(lecture).toMatchObject({
      lectureId: `${slotId}#2026-12-18`,
      subject: 'Thermo',
      room,
      facultyName: 'Tess Timetable',
    });
    expect(await lecturesOn({ facultyId: faculty.userId }, '2026-12-18')).toHaveLength(1);
    expect(await lecturesOn({ room }, '2026-12-18')).toHaveLength(1);
    expect(await lecturesOn({ classOf: ours }, '2026-12-25')).toEqual([]); // Christmas
    expect(await lecturesOn({ classOf: ours }, '2026-12-17')).toEqual([]); // a Thursday
    expect(await lecturesOn({ classOf: ours }, '2027-06-04')).toEqual([]); // after the term
  });

  it('cancels, moves and substitutes a lecture on one date only, each checked for clashes', async () => {
    const ours = uniqueClass();
    const neighbours = uniqueClass();
    const faculty = await facultyTeaching({ ...ours, subject: 'Circuits' });
    const busy = await facultyTeaching({ ...neighbours, subject: 'Optics' });
    const [room, lab, taken] = await Promise.all([uniqueRoom(), uniqueRoom(), uniqueRoom()]);
    const slotId = await newSlot(ours, { subject: 'Circuits', facultyId: faculty.userId, room });
    await newSlot(neighbours, {
      subject: 'Optics',
      facultyId: busy.userId,
      room: taken,
      start: '11:00',
      end: '12:00',
    });
    // Moved into a room taken at 11:00 that Thursday: refused, naming the lecture there.
    const into = await change({
      kind: 'move',
      slotId,
      date: '2026-12-10',
      room: taken,
      start: '11:30',
      end: '12:30',
    });
    expect(into.status).toBe(409);
    expect(into.body.msg).toContain(`Optics (Lecture), 2026-12-10 11:00–12:00.`);
    expect(
      (await change({ kind: 'move', slotId, date: '2026-12-10', room: lab, start: '12:00', end: '13:00' }))
        .status,
    ).toBe(200);
    expect(subjects(await lecturesOn({ classOf: ours }, '2026-12-10'))).toEqual([`Circuits 12:00 ${lab}`]);
    expect(await lecturesOn({ room }, '2026-12-10')).toEqual([]);
    expect(subjects(await lecturesOn({ room: lab }, '2026-12-10'))).toEqual([`Circuits 12:00 ${lab}`]);
    // The next Thursday is as the week says.
    expect(subjects(await lecturesOn({ classOf: ours }, '2026-12-17'))).toEqual([`Circuits 09:00 ${room}`]);
    // Given to a Faculty member who teaches elsewhere at 09:00 that day: refused; to a free one: theirs.
    await newSlot(neighbours, {
      subject: 'Optics',
      facultyId: busy.userId,
      room: taken,
      start: '09:00',
      end: '10:00',
    });
    expect(
      (await change({ kind: 'substitute', slotId, date: '2026-12-17', facultyId: busy.userId })).status,
    ).toBe(409);
    const free = await facultyTeaching();
    expect(
      (await change({ kind: 'substitute', slotId, date: '2026-12-17', facultyId: free.userId })).status,
    ).toBe(200);
    expect(await lecturesOn({ facultyId: faculty.userId }, '2026-12-17')).toEqual([]);
    expect(await lecturesOn({ facultyId: free.userId }, '2026-12-17')).toMatchObject([
      { lectureId: `${slotId}#2026-12-17`, change: 'substituted' },
    ]);
    expect((await change({ kind: 'cancel', slotId, date: '2026-12-24' })).status).toBe(200);
    expect(await lecturesOn({ classOf: ours }, '2026-12-24')).toEqual([]);
    expect((await change({ kind: 'cancel', slotId, date: '2026-12-25' })).body.msg).toBe(
      TIMETABLE_MESSAGES.noSuchLecture,
    );
    // A Faculty member changes no weekly slot.
    expect((await change({ kind: 'cancel', slotId, date: '2026-12-31' }, 'Faculty')).status).toBe(403);
  });

  it('lets a Faculty member add an extra lecture of a class and subject they teach, clash-checked', async () => {
    const ours = await assignToDemoFaculty(uniqueClass());
    const room = await uniqueRoom();
    const demo = await findByLogin('faculty@campus.local');
    const extra = {
      kind: 'extra',
      ...ours,
      subject: 'Any',
      type: 'Lecture',
      room,
      date: '2026-12-13',
      start: '10:00',
      end: '11:00',
    };
    const added = await change({ ...extra, facultyId: demo?.userId }, 'Faculty');
    expect(added.status).toBe(200);
    const lecture = added.body.lecture as Lecture;
    expect(lecture).toMatchObject({ change: 'extra', date: '2026-12-13' });
    expect(await lecturesOn({ classOf: ours }, '2026-12-13')).toEqual([lecture]); // a Sunday too
    const own = await call(stack.apiUrl, 'GET', '/api/timetable/mine/lectures?date=2026-12-13', {
      token: token('Faculty'),
    });
    expect(own.body.lectures).toContainEqual(lecture);
    // The same hour again, in another room: the class and the Faculty member are busy.
    expect(
      (await change({ ...extra, room: await uniqueRoom(), facultyId: demo?.userId }, 'Faculty')).status,
    ).toBe(409);
    // A class they do not teach, or another Faculty member's name: refused.
    const refused = await change({ ...extra, ...uniqueClass(), facultyId: demo?.userId }, 'Faculty');
    expect(refused).toEqual({ status: 403, body: { msg: TIMETABLE_MESSAGES.notYourLecture } });
    const other = await facultyTeaching({ ...ours, subject: 'Any' });
    expect(
      (await change({ ...extra, start: '12:00', end: '13:00', facultyId: other.userId }, 'Faculty')).status,
    ).toBe(403);
    // In parallel, two extras of one room at one hour: one lands.
    const twins = await Promise.all(
      [0, 1].map(async () => {
        const c = uniqueClass();
        const teacher = await facultyTeaching({ ...c, subject: 'Twin' });
        return change({
          ...extra,
          ...c,
          subject: 'Twin',
          room,
          start: '15:00',
          end: '16:00',
          facultyId: teacher.userId,
        });
      }),
    );
    expect(twins.map((t) => t.status).sort()).toEqual([200, 409]);
  });
});
