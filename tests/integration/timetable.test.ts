import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '#shared/constants/roles';
import { TIMETABLE_MESSAGES } from '#shared/constants/timetable-messages';
import type { StudentClass } from '#shared/schemas/student-class';
import { classOf } from '../../functions/accounts';
import { findByLogin } from '../../functions/accounts/accounts';
import { lecturesOn } from '../../functions/timetable';
import { call } from '../support/api';
import { assignToDemoFaculty } from '../support/attendance-fixtures';
import { signedInStack } from '../support/shared-stack';
import type { TestStack } from '../support/test-stack';
import { collegeDay, facultyTeaching, uniqueClass, uniqueRoom } from '../support/timetable-fixtures';

/* Decision 46: the college's day as data, clash-checked on every write, read by whose it is. */
describe('timetable: periods, term and weekly slots', () => {
  let stack: TestStack;
  let token: (role: Role) => string;
  beforeAll(async () => {
    ({ stack, token } = await signedInStack());
    await collegeDay();
  });
  const admin = (method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) =>
    call(stack.apiUrl, method, path, { token: token('Admin'), body });
  const slot = (c: StudentClass, fields: Record<string, unknown>) =>
    admin('POST', '/api/admin/timetable/slots', { ...c, type: 'Lecture', weekday: 'Mon', ...fields });

  it('keeps the periods and the term an Admin sets, for every signed-in role to read', async () => {
    const periods = {
      periods: [
        { name: 'P1', start: '09:00', end: '10:00' },
        { name: 'P2', start: '09:30', end: '11:00' },
      ],
    };
    expect((await admin('PUT', '/api/admin/timetable/periods', periods)).status).toBe(400);
    await collegeDay();
    const read = await call(stack.apiUrl, 'GET', '/api/timetable/periods', { token: token('Alumni') });
    expect(read.body.periods).toHaveLength(2);
    const term = await call(stack.apiUrl, 'GET', '/api/timetable/term', { token: token('Student') });
    expect(term.body).toMatchObject({
      firstDay: '2026-06-01',
      holidays: [{ date: '2026-12-25', name: 'Christmas' }],
    });
  });

  it('refuses clashes with half-open intervals, naming the other slot; batches share an hour', async () => {
    const ours = uniqueClass();
    const room = await uniqueRoom();
    const other = await uniqueRoom();
    const twin = uniqueClass();
    const faculty = await facultyTeaching(
      { ...ours, subject: 'Data Structures' },
      { ...ours, subject: 'DS Lab' },
      { ...twin, subject: 'Data Structures' },
    );
    const base = { subject: 'Data Structures', facultyId: faculty.userId, room };
    const first = await slot(ours, { ...base, start: '09:00', end: '10:00' });
    expect(first.status).toBe(200);
    expect((await slot(ours, { ...base, start: '10:00', end: '11:00' })).status).toBe(200);
    const clash = await slot(ours, { ...base, start: '09:00', end: '09:30', room: other });
    expect(clash.status).toBe(409);
    const name = `${ours.branch} ${ours.year} ${ours.division}, Data Structures (Lecture), Mon 09:00–10:00`;
    expect(clash.body.msg).toBe(`The class already has ${name}.`);
    const teaching = await slot(twin, { ...base, start: '09:30', end: '10:30', room: other });
    expect(teaching).toMatchObject({
      status: 409,
      body: { msg: `The Faculty member already teaches ${name}.` },
    });
    // Two batches of the division share an hour in two labs; a whole-division slot clashes with both.
    const lab = { subject: 'DS Lab', type: 'Practical', start: '14:00', end: '16:00' };
    const a1 = await slot(ours, { ...lab, batch: 'A1', room, facultyId: faculty.userId });
    expect(a1.status).toBe(200);
    const second = await facultyTeaching({ ...ours, subject: 'DS Lab' });
    expect((await slot(ours, { ...lab, batch: 'A2', room: other, facultyId: second.userId })).status).toBe(
      200,
    );
    const third = await facultyTeaching({ ...ours, subject: 'DS Lab' });
    const whole = await slot(ours, {
      ...lab,
      start: '15:00',
      end: '15:30',
      room: await uniqueRoom(),
      facultyId: third.userId,
    });
    expect(whole.status).toBe(409);
    expect(whole.body.msg).toMatch(
      /^The class already has .* \(batch A1\), DS Lab \(Practical\), Mon 14:00–16:00\.$/,
    );
    // The room is taken, whoever teaches.
    const inRoom = await slot(uniqueClass(), {
      ...base,
      start: '09:30',
      end: '10:30',
      facultyId: third.userId,
    });
    expect(inRoom.status).toBe(400); // not assigned: checked before clashes
    const elsewhere = uniqueClass();
    const teacher = await facultyTeaching({ ...elsewhere, subject: 'Physics' });
    const taken = await slot(elsewhere, {
      subject: 'Physics',
      room,
      facultyId: teacher.userId,
      start: '09:30',
      end: '10:30',
    });
    expect(taken).toMatchObject({ status: 409, body: { msg: `Room ${room} is already taken by ${name}.` } });
  });

  it('checks the Faculty member, the room, the batch and the day', async () => {
    const ours = uniqueClass();
    const room = await uniqueRoom();
    const faculty = await facultyTeaching({ ...ours, subject: 'Maths' });
    const base = { subject: 'Maths', facultyId: faculty.userId, room, start: '09:00', end: '10:00' };
    expect((await slot(ours, { ...base, subject: 'Chemistry' })).body.msg).toBe(TIMETABLE_MESSAGES.notTaught);
    expect((await slot(ours, { ...base, room: 'Z9Z9Z9' })).body.msg).toBe(TIMETABLE_MESSAGES.noSuchRoom);
    expect((await slot(ours, { ...base, batch: 'A1' })).body.msg).toBe(TIMETABLE_MESSAGES.batchOnlyPractical);
    expect((await slot(ours, { ...base, start: '06:00' })).body.msg).toBe(TIMETABLE_MESSAGES.outsideDay);
    expect((await slot(ours, { ...base, start: '10:00' })).status).toBe(400);
  });

  it('updates and deletes a slot, and two parallel clashing writes never both land', async () => {
    const ours = uniqueClass();
    const rooms = await Promise.all([uniqueRoom(), uniqueRoom(), uniqueRoom(), uniqueRoom()]);
    const faculty = await facultyTeaching({ ...ours, subject: 'Graphics' });
    const base = { subject: 'Graphics', facultyId: faculty.userId, weekday: 'Tue' };
    // Four overlapping slots of one Faculty member, each in its own room, at once: one lands.
    const tries = await Promise.all(
      rooms.map((room, n) => slot(ours, { ...base, room, start: `1${n}:00`, end: `1${n + 2}:00` })),
    );
    const landed = tries.filter((t) => t.status === 200);
    expect(tries.map((t) => t.status).sort()).toEqual([200, 200, 409, 409]);
    const week = await call(stack.apiUrl, 'GET', `/api/timetable/class?${new URLSearchParams(ours)}`, {
      token: token('Admin'),
    });
    expect(week.body.slots).toHaveLength(landed.length);
    const { slotId } = (landed[0]?.body.slot ?? {}) as { slotId: string };
    const moved = await admin('PUT', `/api/admin/timetable/slots/${slotId}`, {
      subject: 'Graphics',
      facultyId: faculty.userId,
      type: 'Tutorial',
      room: rooms[0],
      start: '17:00',
      end: '18:00',
    });
    expect(moved.body.slot).toMatchObject({ slotId, weekday: 'Tue', type: 'Tutorial', start: '17:00' });
    expect((await admin('DELETE', `/api/admin/timetable/slots/${slotId}`)).status).toBe(200);
    expect((await admin('DELETE', `/api/admin/timetable/slots/${slotId}`)).body.msg).toBe(
      TIMETABLE_MESSAGES.noSuchSlot,
    );
  });

  it('lets a Student read only their own class and a Faculty member the classes they teach', async () => {
    const student = await findByLogin('student@campus.local');
    const own = student && classOf(student);
    if (!own) throw new Error('the demo Student has no class');
    const read = (as: Role, c: StudentClass) =>
      call(stack.apiUrl, 'GET', `/api/timetable/class?${new URLSearchParams(c)}`, { token: token(as) });
    expect((await read('Student', own)).status).toBe(200);
    expect(await read('Student', uniqueClass())).toEqual({
      status: 403,
      body: { msg: TIMETABLE_MESSAGES.notYourClass },
    });
    const taught = await assignToDemoFaculty(uniqueClass());
    expect((await read('Faculty', taught)).status).toBe(200);
    expect((await read('Faculty', uniqueClass())).status).toBe(403);
    const mine = await call(stack.apiUrl, 'GET', '/api/timetable/mine', { token: token('Faculty') });
    expect(mine.status).toBe(200);
  });

  it('sets a Student’s batch, and their own week shows only their batch’s practicals', async () => {
    const student = await findByLogin('student@campus.local');
    if (!student) throw new Error('no demo Student');
    expect(
      (await admin('PUT', `/api/admin/timetable/students/${student.userId}/batch`, { batch: 'a9' })).status,
    ).toBe(200);
    const faculty = await findByLogin('faculty@campus.local');
    expect(
      (await admin('PUT', `/api/admin/timetable/students/${faculty?.userId}/batch`, { batch: 'A9' })).status,
    ).toBe(404);
    const c = classOf(student) as StudentClass;
    const teacher = await facultyTeaching({ ...c, subject: 'Batch Lab' });
    const room = await uniqueRoom();
    const lab = { subject: 'Batch Lab', type: 'Practical', weekday: 'Sat', facultyId: teacher.userId, room };
    const mine = await slot(c, { ...lab, batch: 'A9', start: '18:00', end: '18:30' });
    const theirs = await slot(c, { ...lab, batch: 'A8', start: '18:30', end: '19:00' });
    const week = await call(stack.apiUrl, 'GET', '/api/timetable/mine', { token: token('Student') });
    const ids = (week.body.slots as { slotId: string }[]).map((s) => s.slotId);
    expect(ids).toContain(mine.body.slot && (mine.body.slot as { slotId: string }).slotId);
    expect(ids).not.toContain((theirs.body.slot as { slotId: string }).slotId);
    for (const made of [mine, theirs])
      await admin('DELETE', `/api/admin/timetable/slots/${(made.body.slot as { slotId: string }).slotId}`);
    await admin('PUT', `/api/admin/timetable/students/${student.userId}/batch`, {});
    expect(await lecturesOn({ classOf: c }, '2026-12-05')).not.toContainEqual(
      expect.objectContaining({ subject: 'Batch Lab' }),
    );
  });
});
