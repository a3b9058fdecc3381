import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../functions/lib/accounts';
import { ATTENDANCE_MESSAGES } from '../../shared/constants/attendance-messages';
import type { Role } from '../../shared/constants/roles';
import { call } from '../support/api';
import { signedInStack } from '../support/shared-stack';
import { scanTable } from '../support/tables';
import type { TestStack } from '../support/test-stack';

type Record = {
  studentId: string;
  date: string;
  type: string;
  first_name: string;
  status: string;
  email: string;
};

/*
 * Students made straight in the users table (as sign-up stores them), since signing up 120 people
 * through the API would spend a minute hashing passwords nobody uses here.
 */
async function makeAccount(firstName: string, lastName: string, role: Role = 'Student') {
  const account = await createAccount({
    login: `${firstName}-${randomUUID()}@example.org`.toLowerCase(),
    firstName,
    lastName,
    birthDate: '2003-03-03',
    role,
    status: 'active',
    passwordHash: 'scrypt$not-a-real-hash',
  });
  if (!account) throw new Error('account not made');
  return account;
}

/* Each test marks its own day, far from the others, so the shared stack's records never mix. */
const uniqueDate = () => {
  const day = new Date(
    Date.UTC(
      2100 + Math.floor(Math.random() * 800),
      Math.floor(Math.random() * 12),
      1 + Math.floor(Math.random() * 28),
    ),
  );
  return day.toISOString().slice(0, 10);
};

describe('attendance', () => {
  let stack: TestStack;
  let token: (role: Role) => string;
  beforeAll(async () => {
    ({ stack, token } = await signedInStack());
  });

  const mark = (body: unknown, as = token('Faculty')) =>
    call(stack.apiUrl, 'POST', '/api/attendance/mark', { token: as, body });
  const ofDate = (date: string, as = token('Faculty')) =>
    call(stack.apiUrl, 'GET', `/api/attendance/data?date=${date}`, { token: as });

  it('lists active students by name, searchable, and no one else', async () => {
    const tag = randomUUID().slice(0, 8);
    const made = [
      await makeAccount('Zoya', `Kapoor${tag}`),
      await makeAccount('Aman', `Kapoor${tag}`),
      await makeAccount('Mira', `Shah${tag}`),
    ];
    await makeAccount('Old', `Kapoor${tag}`, 'Alumni');
    const search = (term: string) =>
      call(stack.apiUrl, 'GET', `/api/students?search=${encodeURIComponent(term)}`, {
        token: token('Faculty'),
      });

    const found = (await search(`KAPOOR${tag}`)).body.students as { _id: string; firstName: string }[];
    expect(found.map((student) => student.firstName)).toEqual(['Aman', 'Zoya']);
    expect(found[0]).toEqual({ _id: made[1]?.userId, firstName: 'Aman', lastName: `Kapoor${tag}` });

    expect((await search(`old kapoor${tag}`)).body.students).toEqual([]);
  });

  it('marks 120 students in one call, and marking again replaces rather than adds', async () => {
    const date = uniqueDate();
    const students = await Promise.all(
      Array.from({ length: 120 }, (_, i) => makeAccount(`Student${i}`, 'Batch')),
    );
    const first = await mark({
      date,
      type: 'Lecture',
      students: students.map((s) => ({ id: s.userId, present: true })),
    });
    expect(first).toEqual({ status: 200, body: { msg: ATTENDANCE_MESSAGES.marked } });

    const flipped = students.map((s, i) => ({ id: s.userId, present: i % 2 === 0 }));
    expect((await mark({ date, type: 'Lecture', students: flipped })).status).toBe(200);
    expect((await mark({ date, type: 'Practical', students: flipped.slice(0, 10) })).status).toBe(200);

    const records = (await ofDate(date)).body.records as Record[];
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
  });

  it('pages through every student, without skipping or repeating anyone', async () => {
    // The test above made 120 students, more than one page of 100.
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await call(stack.apiUrl, 'GET', `/api/students${cursor ? `?cursor=${cursor}` : ''}`, {
        token: token('Faculty'),
      });
      seen.push(...(page.body.students as { _id: string }[]).map((student) => student._id));
      cursor = page.body.nextCursor as string | undefined;
      pages++;
    } while (cursor);
    expect(pages).toBeGreaterThan(1);
    expect(new Set(seen).size).toBe(seen.length);
    const students = (await scanTable('users')).filter(
      (user) => user.role === 'Student' && user.status === 'active',
    );
    expect(seen.length).toBe(students.length);
  });

  it('refuses bad input with 400 and a message, and stores nothing', async () => {
    const date = uniqueDate();
    const student = await makeAccount('Ila', 'Roy');
    const alumnus = await makeAccount('Dev', 'Roy', 'Alumni');
    const only = [{ id: student.userId, present: true }];
    expect(
      (await mark({ date, type: 'Lecture', students: [...only, { id: alumnus.userId, present: true }] }))
        .body,
    ).toEqual({
      msg: `${ATTENDANCE_MESSAGES.notStudents} ${alumnus.userId}`,
    });
    expect(
      (await mark({ date, type: 'Lecture', students: [...only, { id: randomUUID(), present: false }] }))
        .status,
    ).toBe(400);
    expect((await mark({ date: '2024-02-30', type: 'Lecture', students: only })).body).toEqual({
      msg: 'date must be a date (YYYY-MM-DD)',
    });
    expect((await mark({ date, type: 'Seminar', students: only })).status).toBe(400);
    expect((await mark({ date, type: 'Lecture', students: [...only, ...only] })).body).toEqual({
      msg: 'students must list each student once',
    });
    expect((await mark({ date, type: 'Lecture', students: [] })).status).toBe(400);
    expect((await ofDate(date)).body.records).toEqual([]);
  });

  it('shows a student only their own records, newest first, with the present percentage', async () => {
    const demo = stack.demoAccounts.find((account) => account.role === 'Student');
    if (!demo) throw new Error('no demo student');
    const me = (await call(stack.apiUrl, 'GET', '/api/user', { token: token('Student') })).body
      .userId as string;
    const other = await makeAccount('Other', 'Person');
    const [older, newer] = [uniqueDate(), uniqueDate()].sort();
    await mark({
      date: older,
      type: 'Lecture',
      students: [
        { id: me, present: true },
        { id: other.userId, present: true },
      ],
    });
    await mark({ date: newer, type: 'Tutorial', students: [{ id: me, present: false }] });

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

  it('exports a date range as CSV, with cells a spreadsheet would run written as text', async () => {
    const date = uniqueDate();
    const tricky = await makeAccount('=HYPERLINK("x")', 'Sneaky');
    await mark({ date, type: 'Lecture', students: [{ id: tricky.userId, present: true }] });
    const exported = await call(stack.apiUrl, 'GET', `/api/attendance/export?from=${date}&to=${date}`, {
      token: token('Admin'),
    });
    expect(exported.status).toBe(200);
    expect(exported.body.filename).toBe(`attendance-${date}-to-${date}.csv`);
    const lines = (exported.body.csv as string).trim().split('\n');
    expect(lines[0]).toBe('date,type,first_name,last_name,email,status');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${date},Lecture,"'=HYPERLINK(""x"")",Sneaky,`);
    const backwards = await call(
      stack.apiUrl,
      'GET',
      '/api/attendance/export?from=2025-02-01&to=2025-01-01',
      {
        token: token('Faculty'),
      },
    );
    expect(backwards.body).toEqual({ msg: 'from must not be after to' });
  });
});
