import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '#shared/constants/roles';
import type { StudentClass } from '#shared/schemas/student-class';
import type { Account } from '../../functions/accounts/accounts';
import { type ClassRecord, putRecords } from '../../functions/attendance/records';
import { call } from '../support/api';
import { classQuery, makeAccount } from '../support/attendance-fixtures';
import { signedIn, signedInFaculty, taughtWeekly } from '../support/lecture-fixtures';
import { signedInStack } from '../support/shared-stack';
import type { TestStack } from '../support/test-stack';
import { collegeDay, uniqueClass } from '../support/timetable-fixtures';

/* Issue 47 item 4: a Student's attendance per subject this term, with its band. */
describe('attendance summary', () => {
  let stack: TestStack;
  let token: (role: Role) => string;
  beforeAll(async () => {
    ({ stack, token } = await signedInStack());
    await collegeDay();
  });

  // Records of past days of the test term, as marking a lecture stores them.
  const records = (
    student: Pick<Account, 'userId' | 'firstName' | 'lastName' | 'login'>,
    at: StudentClass,
    subject: string,
    statuses: ('Present' | 'Absent')[],
  ) =>
    statuses.map(
      (status, day): ClassRecord => ({
        ...at,
        studentId: student.userId,
        date: `2026-09-${String(day + 1).padStart(2, '0')}`,
        type: 'Lecture',
        status,
        first_name: student.firstName,
        last_name: student.lastName,
        email: student.login,
        markedBy: 'test',
        markedAt: new Date().toISOString(),
        lectureId: `x-${subject}-${day}`,
        subject,
      }),
    );

  it("gives a Student their own subjects' held, attended, band and advice, and no one else's", async () => {
    const ours = uniqueClass();
    const subject = 'Computer Networks';
    await taughtWeekly(stack.apiUrl, token('Admin'), { ...ours, subject, weekday: 'Tue' });
    const student = await signedIn(stack.apiUrl, 'Student', ours);
    const classmate = await makeAccount('Aarav', 'Summary', ours);
    await putRecords([
      ...records(student.account, ours, subject, ['Present', 'Absent', 'Present', 'Absent']),
      ...records(classmate, ours, 'Their Own Subject', ['Present']),
    ]);

    const summary = await call(stack.apiUrl, 'GET', `/api/attendance/summary?studentId=${classmate.userId}`, {
      token: student.token,
    });
    expect(summary.status).toBe(200);
    expect(summary.body.minimum).toBe(75);
    const rows = summary.body.subjects as { subject: string; remaining: number }[];
    expect(rows.map((row) => row.subject)).toEqual([subject]);
    // 2 of 4 is 50%: four in a row make 6 of 8, and the term's Tuesdays still to come allow them.
    expect(rows[0]).toMatchObject({
      subject,
      type: 'Lecture',
      held: 4,
      attended: 2,
      percent: 50,
      band: 'detained',
      advice: 'Attend the next 4 to reach 75%',
    });
    expect(rows[0]?.remaining).toBeGreaterThanOrEqual(4);
  });

  it("lists a class's students under the minimum in a subject for its teacher and an Admin only", async () => {
    const ours = uniqueClass();
    const subject = 'Signals';
    const teacher = await signedInFaculty(stack.apiUrl, ours, subject);
    const otherSubject = await signedInFaculty(stack.apiUrl, ours, 'Chemistry');
    const otherClass = await signedInFaculty(stack.apiUrl, uniqueClass(), subject);
    const behind = await makeAccount('=SUM(A1)', 'Behind', ours);
    const onTrack = await makeAccount('Meera', 'OnTrack', ours);
    await putRecords([
      ...records(behind, ours, subject, ['Present', 'Absent', 'Absent', 'Present']),
      ...records(onTrack, ours, subject, ['Present', 'Present', 'Present', 'Absent']),
    ]);
    const path = `/api/attendance/under-minimum?${classQuery(ours)}&subject=${encodeURIComponent(subject)}`;
    const read = (as: string, to = path) => call(stack.apiUrl, 'GET', to, { token: as });

    const listed = await read(teacher.token);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual({
      minimum: 75,
      students: [
        expect.objectContaining({
          studentId: behind.userId,
          subject,
          type: 'Lecture',
          held: 4,
          attended: 2,
          band: 'detained',
        }),
      ],
    });
    expect((await read(token('Admin'))).body).toEqual(listed.body);
    expect((await read(otherSubject.token)).status).toBe(403);
    expect((await read(otherClass.token)).status).toBe(403);

    const exported = await read(teacher.token, path.replace('under-minimum?', 'under-minimum/export?'));
    expect(exported.status).toBe(200);
    expect((exported.body.csv as string).trim().split('\n')).toEqual([
      'first_name,last_name,email,subject,type,held,attended,percent,band',
      `'=SUM(A1),Behind,'${behind.login},${subject},Lecture,4,2,50,detained`,
    ]);
  });

  it('answers no one but a Student', async () => {
    for (const role of ['Faculty', 'Admin'] as const)
      expect(
        (await call(stack.apiUrl, 'GET', '/api/attendance/summary', { token: token(role) })).status,
      ).toBe(403);
  });

  it("counts with the Admin's bands, a subject's types together when they say so", async () => {
    const ours = uniqueClass();
    const student = await signedIn(stack.apiUrl, 'Student', ours);
    await putRecords([
      ...records(student.account, ours, 'Thermodynamics', ['Present', 'Present', 'Present', 'Absent']),
      {
        ...records(student.account, ours, 'Thermodynamics', ['Present'])[0],
        type: 'Practical',
        date: '2026-09-20',
      } as ClassRecord,
    ]);
    const settings = (body?: object) =>
      call(stack.apiUrl, body ? 'PUT' : 'GET', '/api/admin/attendance/eligibility', {
        token: token('Admin'),
        body,
      });
    expect((await settings()).body).toEqual({ eligible: 75, condonable: 65, countApart: true });
    expect((await settings({ eligible: 60, condonable: 70, countApart: true })).status).toBe(400);
    try {
      expect((await settings({ eligible: 85, condonable: 70, countApart: false })).status).toBe(200);
      const summary = await call(stack.apiUrl, 'GET', '/api/attendance/summary', { token: student.token });
      expect(summary.body.minimum).toBe(85);
      // 4 of 5, theory and practical together: 80%, under 85 and at least 70.
      expect(summary.body.subjects).toEqual([
        expect.objectContaining({
          subject: 'Thermodynamics',
          held: 5,
          attended: 4,
          percent: 80,
          band: 'condonable',
        }),
      ]);
      expect((summary.body.subjects as { type?: string }[])[0]?.type).toBeUndefined();
    } finally {
      await settings({ eligible: 75, condonable: 65, countApart: true });
    }
  });
});
