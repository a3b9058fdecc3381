import { beforeAll, describe, expect, it } from 'vitest';
import { ATTENDANCE_MESSAGES } from '#shared/constants/attendance-messages';
import type { Role } from '#shared/constants/roles';
import type { StudentClass } from '#shared/schemas/student-class';
import { putRecords } from '../../functions/attendance/records';
import { setBatch } from '../../functions/timetable';
import { call } from '../support/api';
import { classQuery, makeAccount } from '../support/attendance-fixtures';
import {
  recentSunday,
  recentTeachingDate,
  signedIn,
  signedInFaculty,
  weeklySlot,
} from '../support/lecture-fixtures';
import { signedInStack } from '../support/shared-stack';
import type { TestStack } from '../support/test-stack';
import { collegeDay, uniqueClass, uniqueRoom } from '../support/timetable-fixtures';

/* Decision 48: attendance per lecture. */
describe('attendance per lecture', () => {
  let stack: TestStack;
  let token: (role: Role) => string;
  beforeAll(async () => {
    ({ stack, token } = await signedInStack());
    await collegeDay();
  });
  const api = (method: 'GET' | 'POST', path: string, as: string, body?: object) =>
    call(stack.apiUrl, method, path, { token: as, body });
  const mark = (as: string, at: StudentClass, body: object) =>
    api('POST', '/api/attendance/mark', as, { ...at, ...body });
  const lectureQuery = (at: StudentClass, date: string, lectureId: string) =>
    `/api/attendance/lecture?${classQuery(at)}&date=${date}&lectureId=${encodeURIComponent(lectureId)}`;
  const present = (ids: string[], absent: string[] = []) =>
    ids.map((id) => ({ id, present: !absent.includes(id) }));

  it('keeps two lectures of a class on one day as two records, and marking one again replaces its own', async () => {
    const ours = uniqueClass();
    const { date, weekday } = recentTeachingDate(2);
    const teacher = await signedInFaculty(stack.apiUrl, ours, 'Data Structures');
    const room = await uniqueRoom();
    const slot = (subject: string, start: string, end: string) =>
      weeklySlot(stack.apiUrl, token('Admin'), {
        ...ours,
        weekday,
        subject,
        start,
        end,
        room,
        facultyId: teacher.account.userId,
      });
    const first = await slot('Data Structures', '09:00', '10:00');
    const second = await slot('Data Structures', '10:00', '11:00');
    const student = await signedIn(stack.apiUrl, 'Student', ours);
    const other = await makeAccount('Aarav', 'Lecture', ours);
    const ids = [student.account.userId, other.userId];

    // Update Attendance lists both as expected and unmarked, and the lecture's students by name.
    const day = await api('GET', `/api/attendance/lectures?date=${date}`, teacher.token);
    expect(day.body.timetabled).toBe(true);
    expect(day.body.lectures).toMatchObject([
      { lectureId: `${first}#${date}`, marked: false },
      { lectureId: `${second}#${date}`, marked: false },
    ]);
    const unmarked = (day.body.unmarked as { lectureId: string }[]).map((lecture) => lecture.lectureId);
    expect(unmarked).toEqual(expect.arrayContaining([`${first}#${date}`, `${second}#${date}`]));
    const roster = await api('GET', lectureQuery(ours, date, `${first}#${date}`), teacher.token);
    expect((roster.body.students as { firstName: string }[]).map((s) => s.firstName)).toEqual([
      'Aarav',
      'Sana',
    ]);
    expect(roster.body.marked).toBe(false);

    const at = (slotId: string) => ({ date, lectureId: `${slotId}#${date}` });
    expect((await mark(teacher.token, ours, { ...at(first), students: present(ids) })).body).toEqual({
      msg: ATTENDANCE_MESSAGES.marked,
    });
    expect((await mark(teacher.token, ours, { ...at(second), students: present(ids, ids) })).status).toBe(
      200,
    );
    // Marked again, leaving one student out: the lecture's records are the second mark's.
    expect(
      (await mark(teacher.token, ours, { ...at(first), students: present([other.userId], [other.userId]) }))
        .status,
    ).toBe(200);

    const records = await api('GET', `/api/attendance/data?${classQuery(ours)}&date=${date}`, teacher.token);
    expect(
      (records.body.records as Record<string, string>[]).map(
        (r) => `${r.start} ${r.subject} ${r.first_name} ${r.status}`,
      ),
    ).toEqual([
      '09:00 Data Structures Aarav Absent',
      '10:00 Data Structures Aarav Absent',
      '10:00 Data Structures Sana Absent',
    ]);

    const own = await api('GET', '/api/attendance', student.token);
    expect(own.body.records).toEqual([
      { date, type: 'Lecture', status: 'Absent', subject: 'Data Structures' },
    ]);
    expect(own.body.presentPercent).toBe(0);
    const after = await api('GET', `/api/attendance/lectures?date=${date}`, teacher.token);
    expect((after.body.lectures as { marked: boolean }[]).map((l) => l.marked)).toEqual([true, true]);
    expect((after.body.unmarked as { date: string }[]).filter((l) => l.date === date)).toEqual([]);
  });

  it("refuses a Faculty member another's lecture (403), and lets a substitute mark the one given them", async () => {
    const ours = uniqueClass();
    const { date, weekday } = recentTeachingDate(3);
    const teacher = await signedInFaculty(stack.apiUrl, ours, 'Optics');
    const colleague = await signedInFaculty(stack.apiUrl, ours, 'Optics');
    const slotId = await weeklySlot(stack.apiUrl, token('Admin'), {
      ...ours,
      weekday,
      subject: 'Optics',
      start: '14:00',
      end: '15:00',
      room: await uniqueRoom(),
      facultyId: teacher.account.userId,
    });
    const student = await makeAccount('Ira', 'Lecture', ours);
    const body = { date, lectureId: `${slotId}#${date}`, students: present([student.userId]) };
    // Assigned the same class and subject, but not this lecture's teacher.
    const refused = await mark(colleague.token, ours, body);
    expect(refused).toEqual({ status: 403, body: { msg: ATTENDANCE_MESSAGES.notYourLecture } });
    expect((await api('GET', lectureQuery(ours, date, body.lectureId), colleague.token)).status).toBe(403);
    expect((await mark(token('Faculty'), ours, body)).status).toBe(403);
    // No such lecture: a Faculty member is refused as for another's, an Admin told it is not there.
    expect((await mark(colleague.token, ours, { ...body, lectureId: 'x-none' })).status).toBe(403);
    expect((await mark(token('Admin'), ours, { ...body, lectureId: 'x-none' })).status).toBe(404);

    const substitute = await signedIn(stack.apiUrl, 'Faculty');
    const given = await api('POST', '/api/timetable/changes', token('Admin'), {
      kind: 'substitute',
      slotId,
      date,
      facultyId: substitute.account.userId,
    });
    expect(given.status).toBe(200);
    expect((await mark(substitute.token, ours, body)).status).toBe(200);
    expect((await mark(teacher.token, ours, body)).status).toBe(403);
    // An Admin marks any lecture.
    expect((await mark(token('Admin'), ours, body)).status).toBe(200);
  });

  it("lists a batch's practical's students only, and marks an extra lecture on a Sunday", async () => {
    const ours = uniqueClass();
    const { date, weekday } = recentTeachingDate(4);
    const teacher = await signedInFaculty(stack.apiUrl, ours, 'Chemistry Lab');
    const [inBatch, outside] = [
      await makeAccount('Kiran', 'A1', ours),
      await makeAccount('Lata', 'A2', ours),
    ];
    await setBatch(inBatch.userId, 'A1');
    await setBatch(outside.userId, 'A2');
    const slotId = await weeklySlot(stack.apiUrl, token('Admin'), {
      ...ours,
      weekday,
      type: 'Practical',
      batch: 'A1',
      subject: 'Chemistry Lab',
      start: '15:00',
      end: '17:00',
      room: await uniqueRoom(),
      facultyId: teacher.account.userId,
    });
    const lectureId = `${slotId}#${date}`;
    const roster = await api('GET', lectureQuery(ours, date, lectureId), teacher.token);
    expect((roster.body.students as { _id: string }[]).map((s) => s._id)).toEqual([inBatch.userId]);
    const wrong = await mark(teacher.token, ours, { date, lectureId, students: present([outside.userId]) });
    expect(wrong.status).toBe(400);

    const sunday = recentSunday();
    const extra = await api('POST', '/api/timetable/changes', teacher.token, {
      kind: 'extra',
      ...ours,
      date: sunday,
      subject: 'Chemistry Lab',
      type: 'Lecture',
      start: '10:00',
      end: '11:00',
      room: await uniqueRoom(),
      facultyId: teacher.account.userId,
    });
    expect(extra.status).toBe(200);
    const extraId = (extra.body.lecture as { lectureId: string }).lectureId;
    const students = present([inBatch.userId, outside.userId]);
    expect((await mark(teacher.token, ours, { date: sunday, lectureId: extraId, students })).status).toBe(
      200,
    );
    const day = await api('GET', `/api/attendance/lectures?date=${sunday}`, teacher.token);
    expect(day.body.lectures).toMatchObject([{ lectureId: extraId, marked: true }]);
  });

  it('keeps records stored before lectures readable and counted, and marks by type only without a timetable', async () => {
    const ours = uniqueClass();
    const { date, weekday } = recentTeachingDate(5);
    const teacher = await signedInFaculty(stack.apiUrl, ours, 'Maths');
    const student = await signedIn(stack.apiUrl, 'Student', ours);
    const { firstName, lastName, login } = student.account;
    const stored = { first_name: firstName, last_name: lastName, email: login, markedBy: 'earlier' };
    // A record by date and type, as marking stored it before lectures.
    await putRecords([
      {
        ...stored,
        ...ours,
        studentId: student.account.userId,
        date,
        type: 'Lecture',
        status: 'Present',
        markedAt: date,
      },
    ]);
    // No timetable yet: marking by class and type works as it did.
    const byType = { date, type: 'Tutorial', students: present([student.account.userId]) };
    expect((await mark(teacher.token, ours, byType)).status).toBe(200);
    const slotId = await weeklySlot(stack.apiUrl, token('Admin'), {
      ...ours,
      weekday,
      subject: 'Maths',
      start: '08:00',
      end: '09:00',
      room: await uniqueRoom(),
      facultyId: teacher.account.userId,
    });
    // Once the class has a timetable, a mark must name its lecture.
    expect((await mark(teacher.token, ours, byType)).body).toEqual({
      msg: ATTENDANCE_MESSAGES.markTheLecture,
    });
    const absent = present([student.account.userId], [student.account.userId]);
    const lecture = { date, lectureId: `${slotId}#${date}`, students: absent };
    expect((await mark(teacher.token, ours, lecture)).status).toBe(200);

    const own = await api('GET', '/api/attendance', student.token);
    expect(own.body.records).toEqual(
      expect.arrayContaining([
        { date, type: 'Lecture', status: 'Present' },
        { date, type: 'Tutorial', status: 'Present' },
        { date, type: 'Lecture', status: 'Absent', subject: 'Maths' },
      ]),
    );
    expect(own.body.records).toHaveLength(3);
    expect(own.body.presentPercent).toBe(66.7);
    const admin = await api('GET', `/api/attendance/data?${classQuery(ours)}&date=${date}`, token('Admin'));
    expect(admin.body.records).toHaveLength(3);
  });
});
