import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ATTENDANCE_MESSAGES } from '#shared/constants/attendance-messages';
import type { Role } from '#shared/constants/roles';
import type { StudentClass } from '#shared/schemas/student-class';
import { markEmailConfirmed, NO_PASSWORD } from '../../functions/accounts/accounts';
import { call } from '../support/api';
import { classQuery, makeAccount, taughtClass, uniqueDate } from '../support/attendance-fixtures';
import { signedInStack } from '../support/shared-stack';
import type { TestStack } from '../support/test-stack';

describe('attendance rosters', () => {
  let stack: TestStack;
  let token: (role: Role) => string;
  beforeAll(async () => {
    ({ stack, token } = await signedInStack());
  });

  const mark = (studentClass: StudentClass, body: object, as = token('Faculty')) =>
    call(stack.apiUrl, 'POST', '/api/attendance/mark', { token: as, body: { ...studentClass, ...body } });
  const roster = (studentClass: StudentClass, extra = '') =>
    call(stack.apiUrl, 'GET', `/api/students?${classQuery(studentClass)}${extra}`, {
      token: token('Faculty'),
    });

  it("lists one class's active students by name, searchable, and no one else", async () => {
    const tag = randomUUID().slice(0, 8);
    const ours = await taughtClass();
    const made = [
      await makeAccount('Zoya', `Kapoor${tag}`, ours),
      await makeAccount('Aman', `Kapoor${tag}`, ours),
      await makeAccount('Mira', `Shah${tag}`, ours),
    ];
    await makeAccount('Old', `Kapoor${tag}`, ours, 'Alumni');
    await makeAccount('Ravi', `Kapoor${tag}`, { ...ours, division: `${ours.division === 'Z' ? 'Y' : 'Z'}` });
    await makeAccount('Unasked', `Kapoor${tag}`, undefined);

    const all = (await roster(ours)).body.students as { _id: string; firstName: string }[];
    expect(all.map((student) => student.firstName)).toEqual(['Aman', 'Mira', 'Zoya']);
    const found = (await roster(ours, `&search=${encodeURIComponent(`KAPOOR${tag}`)}`)).body.students as {
      _id: string;
      firstName: string;
    }[];
    expect(found.map((student) => student.firstName)).toEqual(['Aman', 'Zoya']);
    expect(found[0]).toEqual({
      _id: made[1]?.userId,
      firstName: 'Aman',
      lastName: `Kapoor${tag}`,
      email: made[1]?.login,
    });
    expect((await roster(ours, `&search=${encodeURIComponent(`old kapoor${tag}`)}`)).body.students).toEqual(
      [],
    );
    // A class must be named, and named rightly.
    expect((await call(stack.apiUrl, 'GET', '/api/students', { token: token('Faculty') })).body).toEqual({
      msg: 'branch must be one of the college departments',
    });
    expect((await roster({ ...ours, year: 'XE' as StudentClass['year'] })).status).toBe(400);
  });

  it('puts on a roster only Students whose email is confirmed, or whom a roster import invited', async () => {
    const tag = randomUUID().slice(0, 8);
    const ours = await taughtClass();
    await makeAccount('Asha', `Confirmed${tag}`, ours);
    const invited = await makeAccount('Bela', `Invited${tag}`, ours, 'Student', {
      emailConfirmed: false,
      passwordHash: NO_PASSWORD,
    });
    // Signed up with a password and never opened the confirmation link: anyone may have typed it.
    const unconfirmed = await makeAccount('Chetan', `Unconfirmed${tag}`, ours, 'Student', {
      emailConfirmed: false,
    });
    const names = async () =>
      ((await roster(ours)).body.students as { firstName: string }[]).map((student) => student.firstName);
    expect(await names()).toEqual(['Asha', 'Bela']);
    const date = uniqueDate();
    const marked = await mark(ours, {
      date,
      type: 'Lecture',
      students: [{ id: unconfirmed.userId, present: true }],
    });
    expect(marked.status).toBe(400);
    expect(
      (
        await mark(ours, {
          date,
          type: 'Lecture',
          students: [{ id: invited.userId, present: true }],
        })
      ).status,
    ).toBe(200);
    // Once the email is confirmed, the student is on the roster.
    await markEmailConfirmed(unconfirmed);
    expect(await names()).toEqual(['Asha', 'Bela', 'Chetan']);
  });

  it("pages through a class's roster, without skipping or repeating anyone", async () => {
    const ours = await taughtClass();
    const made = await Promise.all(
      Array.from({ length: 230 }, (_, i) => makeAccount(`Pupil${String(i).padStart(3, '0')}`, 'Roll', ours)),
    );
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await roster(ours, cursor ? `&cursor=${cursor}` : '');
      seen.push(...(page.body.students as { _id: string }[]).map((student) => student._id));
      cursor = page.body.nextCursor as string | undefined;
      pages++;
    } while (cursor);
    expect(pages).toBe(2);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(made.map((account) => account.userId));
    // A cursor from this class's list is refused on another class's.
    const firstPage = await roster(ours);
    const other = await roster(await taughtClass(), `&cursor=${firstPage.body.nextCursor as string}`);
    expect(other.body).toEqual({ msg: ATTENDANCE_MESSAGES.badCursor });
  });
});
