import { beforeAll, describe, expect, it } from 'vitest';
import { collegeToday } from '#shared/constants/college-time';
import type { Role } from '#shared/constants/roles';
import type { StudentClass } from '#shared/schemas/student-class';
import { weekdayOf } from '../../functions/timetable';
import { call } from '../support/api';
import { classQuery } from '../support/attendance-fixtures';
import { signedInStack } from '../support/shared-stack';
import type { TestStack } from '../support/test-stack';
import { collegeDay, facultyTeaching, uniqueClass, uniqueRoom } from '../support/timetable-fixtures';
import { finishedImport } from '../support/timetable-imports';
import { uploadThroughApi } from '../support/uploads';

const DAY_MS = 24 * 3600 * 1000;
const comingTuesday = (): string => {
  for (let days = 1; ; days++) {
    const date = new Date(Date.parse(`${collegeToday()}T00:00:00Z`) + days * DAY_MS)
      .toISOString()
      .slice(0, 10);
    if (weekdayOf(date) === 'Tue') return date;
  }
};

/* Decision 56: a weekly slot checked against the dated changes of its weekday; the picker's read. */
describe('timetable: weekly slots against dated changes, and who teaches a class', () => {
  let stack: TestStack;
  let token: (role: Role) => string;
  beforeAll(async () => {
    ({ stack, token } = await signedInStack());
    await collegeDay();
  });
  const admin = (method: 'GET' | 'POST' | 'PUT', path: string, body?: Record<string, unknown>) =>
    call(stack.apiUrl, method, path, { token: token('Admin'), body });

  it('refuses a weekly slot on top of an extra lecture placed for a coming Tuesday, naming its date', async () => {
    const ours = uniqueClass();
    const date = comingTuesday();
    const faculty = await facultyTeaching({ ...ours, subject: 'Robotics' }, { ...ours, subject: 'Maths' });
    const [lab, room] = await Promise.all([uniqueRoom(), uniqueRoom()]);
    const extra = await admin('POST', '/api/timetable/changes', {
      kind: 'extra',
      ...ours,
      date,
      start: '14:00',
      end: '16:00',
      subject: 'Robotics',
      type: 'Practical',
      facultyId: faculty.userId,
      room: lab,
    });
    expect(extra.status).toBe(200);
    const slot = {
      ...ours,
      weekday: 'Tue',
      subject: 'Maths',
      type: 'Lecture',
      facultyId: faculty.userId,
      room,
    };
    const onTop = await admin('POST', '/api/admin/timetable/slots', {
      ...slot,
      start: '15:00',
      end: '16:00',
    });
    expect(onTop).toEqual({
      status: 409,
      body: {
        msg: `The class already has ${ours.branch} ${ours.year} ${ours.division}, Robotics (Practical), ${date} 14:00–16:00.`,
      },
    });
    // The room alone (another class, another Faculty member) is refused too, by the room's dates.
    const neighbours = uniqueClass();
    const other = await facultyTeaching({ ...neighbours, subject: 'Maths' });
    const inLab = await admin('POST', '/api/admin/timetable/slots', {
      ...slot,
      ...neighbours,
      facultyId: other.userId,
      room: lab,
      start: '13:00',
      end: '14:30',
    });
    expect(inLab.status).toBe(409);
    expect(inLab.body.msg).toBe(
      `Room ${lab} is already taken by ${ours.branch} ${ours.year} ${ours.division}, Robotics (Practical), ${date} 14:00–16:00.`,
    );
    // Before it, the hour is free; moving that slot into the extra's hour is refused as adding is.
    const before = await admin('POST', '/api/admin/timetable/slots', {
      ...slot,
      start: '13:00',
      end: '14:00',
    });
    expect(before.status).toBe(200);
    const slotId = (before.body.slot as { slotId: string }).slotId;
    const { branch: _b, year: _y, division: _d, weekday: _w, ...update } = slot;
    const moved = await admin('PUT', `/api/admin/timetable/slots/${slotId}`, {
      ...update,
      start: '13:00',
      end: '14:30',
    });
    expect(moved.status).toBe(409);
    expect(moved.body.msg).toContain(`Robotics (Practical), ${date} 14:00–16:00.`);
  });

  const extraOn = (c: StudentClass, date: string, facultyId: string, room: string) =>
    admin('POST', '/api/timetable/changes', {
      kind: 'extra',
      ...c,
      date,
      start: '14:00',
      end: '16:00',
      subject: 'Robotics',
      type: 'Practical',
      facultyId,
      room,
    });

  it('refuses an imported row on top of a coming extra lecture, by row number, storing nothing', async () => {
    const ours = uniqueClass();
    const date = comingTuesday();
    const faculty = await facultyTeaching({ ...ours, subject: 'Robotics' }, { ...ours, subject: 'Maths' });
    expect((await extraOn(ours, date, faculty.userId, await uniqueRoom())).status).toBe(200);
    const room = await uniqueRoom();
    const lines = [
      'branch,year,division,weekday,start,end,subject,type,facultyEmail,room,batch',
      `${ours.branch},${ours.year},${ours.division},Mon,15:00,16:00,Maths,Lecture,${faculty.login},${room},`,
      `${ours.branch},${ours.year},${ours.division},Tue,15:00,16:00,Maths,Lecture,${faculty.login},${room},`,
    ];
    const { fileId } = await uploadThroughApi(stack.apiUrl, token('Admin'), {
      kind: 'timetable',
      name: 'timetable.csv',
      type: 'text/csv',
      bytes: Buffer.from(lines.join('\n')),
    });
    expect((await admin('POST', '/api/admin/timetable/imports', { fileId })).status).toBe(202);
    const done = await finishedImport(stack.apiUrl, token('Admin'), fileId ?? '');
    expect(done).toMatchObject({ status: 'refused', refusals: [{ row: 3 }] });
    expect((done.refusals as { reason: string }[])[0]?.reason).toContain(
      `Robotics (Practical), ${date} 14:00–16:00.`,
    );
    expect((await admin('GET', `/api/timetable/class?${classQuery(ours)}`)).body).toEqual({ slots: [] });
  });

  it('lets only one of a weekly slot and an extra lecture written at once into the same hour', async () => {
    const date = comingTuesday();
    for (let round = 0; round < 3; round++) {
      const ours = uniqueClass();
      const faculty = await facultyTeaching({ ...ours, subject: 'Robotics' }, { ...ours, subject: 'Maths' });
      const other = await facultyTeaching({ ...ours, subject: 'Maths' });
      const [lab, room] = await Promise.all([uniqueRoom(), uniqueRoom()]);
      const answers = await Promise.all([
        extraOn(ours, date, faculty.userId, lab),
        admin('POST', '/api/admin/timetable/slots', {
          ...ours,
          weekday: 'Tue',
          start: '15:00',
          end: '16:00',
          subject: 'Maths',
          type: 'Lecture',
          facultyId: other.userId,
          room,
        }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    }
  });

  it('names the Faculty members assigned to a class, each subject a row, and only that class’s', async () => {
    const ours = uniqueClass();
    const asha = await facultyTeaching({ ...ours, subject: 'Maths' }, { ...ours, subject: 'Physics' });
    const elsewhere = await facultyTeaching({ ...uniqueClass(), subject: 'Maths' });
    const read = await admin('GET', `/api/admin/timetable/teachers?${classQuery(ours)}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual({
      teachers: [
        { facultyId: asha.userId, name: 'Tess Timetable', subject: 'Maths' },
        { facultyId: asha.userId, name: 'Tess Timetable', subject: 'Physics' },
      ],
    });
    expect(JSON.stringify(read.body)).not.toContain(elsewhere.userId);
  });
});
