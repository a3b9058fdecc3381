import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ATTENDANCE_MESSAGES } from '#shared/constants/attendance-messages';
import { collegeToday } from '#shared/constants/college-time';
import type { Role } from '#shared/constants/roles';
import type { StudentClass } from '#shared/schemas/student-class';
import { call } from '../support/api';
import {
  classQuery,
  makeAccount,
  type AttendanceRecord as Record,
  taughtClass,
  uniqueClass,
  uniqueDate,
} from '../support/attendance-fixtures';
import { signedInStack } from '../support/shared-stack';
import { scanTable } from '../support/tables';
import type { TestStack } from '../support/test-stack';

describe('attendance', () => {
  let stack: TestStack;
  let token: (role: Role) => string;
  beforeAll(async () => {
    ({ stack, token } = await signedInStack());
  });

  const mark = (studentClass: StudentClass, body: object, as = token('Faculty')) =>
    call(stack.apiUrl, 'POST', '/api/attendance/mark', { token: as, body: { ...studentClass, ...body } });
  const ofDate = (studentClass: StudentClass, date: string, as = token('Faculty')) =>
    call(stack.apiUrl, 'GET', `/api/attendance/data?${classQuery(studentClass)}&date=${date}`, { token: as });

  it('marks 120 students in one call, and marking again replaces rather than adds', async () => {
    const date = uniqueDate();
    const ours = await taughtClass();
    const students = await Promise.all(
      Array.from({ length: 120 }, (_, i) => makeAccount(`Student${i}`, 'Batch', ours)),
    );
    const first = await mark(ours, {
      date,
      type: 'Lecture',
      students: students.map((s) => ({ id: s.userId, present: true })),
    });
    expect(first).toEqual({ status: 200, body: { msg: ATTENDANCE_MESSAGES.marked } });

    const flipped = students.map((s, i) => ({ id: s.userId, present: i % 2 === 0 }));
    expect((await mark(ours, { date, type: 'Lecture', students: flipped })).status).toBe(200);
    expect((await mark(ours, { date, type: 'Practical', students: flipped.slice(0, 10) })).status).toBe(200);

    const records = (await ofDate(ours, date)).body.records as Record[];
    expect(records).toHaveLength(130);
    const lectures = records.filter((record) => record.type === 'Lecture');
    expect(new Set(lectures.map((record) => record.studentId)).size).toBe(120);
    const second = lectures.find((record) => record.studentId === students[1]?.userId);
    expect(second).toMatchObject({
      date,
      first_name: 'Student1',
      status: 'Absent',
      email: students[1]?.login,
    });
    const stored = (await scanTable('attendance')).filter((item) => item.date === date);
    expect(stored).toHaveLength(130);
    expect(stored[0]).toMatchObject({ branch: ours.branch, year: ours.year, division: ours.division });
  });

  it('refuses bad input and students of another class with 400 and a message, and stores nothing', async () => {
    const date = uniqueDate();
    const ours = await taughtClass();
    const student = await makeAccount('Ila', 'Roy', ours);
    const alumnus = await makeAccount('Dev', 'Roy', ours, 'Alumni');
    const elsewhere = await makeAccount('Esha', 'Roy', uniqueClass());
    const unasked = await makeAccount('Neel', 'Roy', undefined);
    const only = [{ id: student.userId, present: true }];
    for (const outsider of [alumnus, elsewhere, unasked]) {
      expect(
        (
          await mark(ours, {
            date,
            type: 'Lecture',
            students: [...only, { id: outsider.userId, present: true }],
          })
        ).body,
      ).toEqual({ msg: `${ATTENDANCE_MESSAGES.notStudents} ${outsider.userId}` });
    }
    expect(
      (await mark(ours, { date, type: 'Lecture', students: [...only, { id: randomUUID(), present: false }] }))
        .status,
    ).toBe(400);
    expect((await mark(ours, { date: '2024-02-30', type: 'Lecture', students: only })).body).toEqual({
      msg: 'date must be a date (YYYY-MM-DD)',
    });
    expect((await mark(ours, { date, type: 'Seminar', students: only })).status).toBe(400);
    expect((await mark(ours, { date, type: 'Lecture', students: [...only, ...only] })).body).toEqual({
      msg: 'students must list each student once',
    });
    expect((await mark(ours, { date, type: 'Lecture', students: [] })).status).toBe(400);
    expect((await mark({ ...ours, division: 'a-1' }, { date, type: 'Lecture', students: only })).status).toBe(
      400,
    );
    expect((await ofDate(ours, date)).body.records).toEqual([]);
    expect((await scanTable('attendance')).filter((item) => item.date === date)).toEqual([]);
  });

  it("refuses a day after the college's today (India's), storing nothing, and takes today", async () => {
    const ours = await taughtClass();
    const student = await makeAccount('Isha', 'Rao', ours);
    const only = [{ id: student.userId, present: true }];
    const today = collegeToday();
    const tomorrow = collegeToday(Date.now() + 24 * 3600 * 1000);
    for (const date of [tomorrow, '2030-01-15']) {
      expect(await mark(ours, { date, type: 'Lecture', students: only })).toEqual({
        status: 400,
        body: { msg: 'date must not be after today' },
      });
      expect((await ofDate(ours, date)).body.records).toEqual([]);
      expect((await scanTable('attendance')).filter((item) => item.studentId === student.userId)).toEqual([]);
    }
    expect((await mark(ours, { date: today, type: 'Lecture', students: only })).status).toBe(200);
    expect((await ofDate(ours, today)).body.records).toMatchObject([
      { studentId: student.userId, date: today },
    ]);
  });

  it("shows a class's records of a date and nothing of another class's", async () => {
    const date = uniqueDate();
    const [first, second] = await Promise.all([taughtClass(), taughtClass()]);
    const a = await makeAccount('Anu', 'One', first);
    const b = await makeAccount('Bela', 'Two', second);
    await mark(first, { date, type: 'Lecture', students: [{ id: a.userId, present: true }] });
    await mark(second, { date, type: 'Lecture', students: [{ id: b.userId, present: false }] });
    expect(((await ofDate(first, date)).body.records as Record[]).map((r) => r.first_name)).toEqual(['Anu']);
    expect(((await ofDate(second, date)).body.records as Record[]).map((r) => r.status)).toEqual(['Absent']);
    expect((await ofDate(first, date, token('Admin'))).status).toBe(200);
  });

  it('shows a student only their own records, newest first, with the present percentage', async () => {
    const user = (await call(stack.apiUrl, 'GET', '/api/user', { token: token('Student') })).body;
    const me = user.userId as string;
    const demoClass = user.studentClass as StudentClass;
    const other = await makeAccount('Other', 'Person', demoClass);
    const [older, newer] = [uniqueDate(), uniqueDate()].sort();
    await mark(demoClass, {
      date: older,
      type: 'Lecture',
      students: [
        { id: me, present: true },
        { id: other.userId, present: true },
      ],
    });
    await mark(demoClass, { date: newer, type: 'Tutorial', students: [{ id: me, present: false }] });

    // Whatever ids the query carries, the caller's own partition is all that is read.
    const mine = await call(
      stack.apiUrl,
      'GET',
      `/api/attendance?studentId=${other.userId}&id=${other.userId}`,
      {
        token: token('Student'),
      },
    );
    expect(mine.status).toBe(200);
    const records = mine.body.records as { date: string; type: string; status: string }[];
    expect(records.filter((r) => r.date === older || r.date === newer)).toEqual([
      { date: newer, type: 'Tutorial', status: 'Absent' },
      { date: older, type: 'Lecture', status: 'Present' },
    ]);
    expect(typeof mine.body.presentPercent).toBe('number');
    // A cursor naming another student's records is refused.
    const forged = Buffer.from(
      JSON.stringify({ studentId: other.userId, slot: `${older}#Lecture` }),
    ).toString('base64url');
    expect(
      (await call(stack.apiUrl, 'GET', `/api/attendance?cursor=${forged}`, { token: token('Student') }))
        .status,
    ).toBe(400);
  });

  it("exports a class's date range as CSV, with cells a spreadsheet would run written as text", async () => {
    const date = uniqueDate();
    const dayAfter = (day: string, days: number) =>
      new Date(Date.parse(day) + days * 24 * 3600 * 1000).toISOString().slice(0, 10);
    const [later, outside] = [dayAfter(date, 1), dayAfter(date, 2)];
    const ours = await taughtClass();
    const tricky = await makeAccount('=HYPERLINK("x")', ' ;Sneaky', ours);
    const plain = await makeAccount('Asha', 'Rao', ours);
    const neighbours = await taughtClass();
    const neighbour = await makeAccount('Neighbour', 'Rao', neighbours);
    await mark(ours, { date, type: 'Lecture', students: [{ id: tricky.userId, present: true }] });
    await mark(ours, { date: later, type: 'Lecture', students: [{ id: plain.userId, present: false }] });
    await mark(ours, { date: outside, type: 'Lecture', students: [{ id: plain.userId, present: true }] });
    // Another class's record inside the range stays out of this class's export.
    await mark(neighbours, { date, type: 'Lecture', students: [{ id: neighbour.userId, present: true }] });
    const exported = await call(
      stack.apiUrl,
      'GET',
      `/api/attendance/export?${classQuery(ours)}&from=${date}&to=${later}`,
      { token: token('Admin') },
    );
    expect(exported.status).toBe(200);
    expect(exported.body.filename).toMatch(new RegExp(`^attendance-[a-z0-9-]+-${date}-to-${later}\\.csv$`));
    const lines = (exported.body.csv as string).trim().split('\n');
    expect(lines[0]).toBe('date,type,first_name,last_name,email,status');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`${date},Lecture,"'=HYPERLINK(""x"")",' ;Sneaky,`);
    expect(lines[2]).toBe(`${later},Lecture,Asha,Rao,${plain.login},Absent`);
    const backwards = await call(
      stack.apiUrl,
      'GET',
      `/api/attendance/export?${classQuery(ours)}&from=2025-02-01&to=2025-01-01`,
      { token: token('Faculty') },
    );
    expect(backwards.body).toEqual({ msg: 'from must not be after to' });
  });
});
