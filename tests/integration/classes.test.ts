import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { CLASS_MESSAGES } from '#shared/constants/class-messages';
import type { Role } from '#shared/constants/roles';
import type { StudentClass } from '#shared/schemas/student-class';
import { createAccount, findByLogin } from '../../functions/accounts/accounts';
import { hashPassword } from '../../functions/accounts/passwords';
import { call, loginAs } from '../support/api';
import { newVisitor } from '../support/client-ip';
import { confirmEmailOf } from '../support/confirm-email';
import { signedInStack } from '../support/shared-stack';
import type { TestStack } from '../support/test-stack';

const PASSWORD = 'a class passphrase';
/*
 * Divisions no other file uses (they start with Q), a new one for each class a test makes, so a
 * roster here holds only its own test's students (a random digit once gave two tests one class).
 */
let classesMade = 0;
const division = () => {
  const made = classesMade++;
  return `Q${String.fromCharCode(65 + Math.floor(made / 10))}${made % 10}`;
};
const aClass = (branch: StudentClass['branch'] = 'Civil Engineering'): StudentClass => ({
  branch,
  year: 'TE',
  division: division(),
});
const query = (studentClass: StudentClass) => new URLSearchParams(studentClass).toString();

describe('classes: sign-up, the ask-once prompt and the Admin change', () => {
  let stack: TestStack;
  let token: (role: Role) => string;
  let passwordHash: string;
  beforeAll(async () => {
    ({ stack, token } = await signedInStack());
    passwordHash = await hashPassword(PASSWORD);
  });

  const rosterOf = async (studentClass: StudentClass) =>
    (
      (await call(stack.apiUrl, 'GET', `/api/students?${query(studentClass)}`, { token: token('Admin') }))
        .body.students as { email: string }[]
    ).map((student) => student.email);
  const me = async (as: string) => (await call(stack.apiUrl, 'GET', '/api/user', { token: as })).body;

  /* A Student stored as one made before classes existed: no class. */
  async function unaskedStudent() {
    const email = `unasked-${randomUUID()}@example.org`;
    await createAccount({
      login: email,
      firstName: 'Uma',
      lastName: `Unasked${randomUUID().slice(0, 6)}`,
      birthDate: '2004-04-04',
      role: 'Student',
      status: 'active',
      passwordHash,
    });
    return { email, token: await loginAs(stack.apiUrl, { email, password: PASSWORD, role: 'Student' }) };
  }

  it("asks a Student for a class at sign-up, lists them in its roster, and ignores another role's", async () => {
    const studentClass = aClass();
    const person = (email: string, role: Role) => ({
      firstName: 'Kiran',
      lastName: 'Patil',
      email,
      password: PASSWORD,
      birthDate: '2004-01-02',
      role,
    });
    const signup = (body: object) => call(stack.apiUrl, 'POST', '/api/signup', { body, from: newVisitor() });
    const email = `classy-${randomUUID()}@example.org`;

    const without = await signup(person(email, 'Student'));
    expect(without).toEqual({ status: 400, body: { msg: 'branch is required for a Student' } });
    expect(await findByLogin(email)).toBeUndefined();
    expect((await signup({ ...person(email, 'Student'), ...studentClass, year: 'PE' })).status).toBe(400);

    expect(
      (
        await signup({
          ...person(email, 'Student'),
          ...studentClass,
          division: ` ${studentClass.division.toLowerCase()} `,
        })
      ).status,
    ).toBe(201);
    await confirmEmailOf(stack, email);
    const student = await loginAs(stack.apiUrl, { email, password: PASSWORD, role: 'Student' });
    expect((await me(student)).studentClass).toEqual(studentClass);
    expect(await rosterOf(studentClass)).toEqual([email]);

    const alumnus = `alumnus-${randomUUID()}@example.org`;
    expect((await signup({ ...person(alumnus, 'Alumni'), ...studentClass })).status).toBe(201);
    expect(await findByLogin(alumnus)).not.toHaveProperty('branch');
    expect(await rosterOf(studentClass)).toEqual([email]);
  });

  it('lets a Student without a class name it once, and keeps them working until then', async () => {
    const { email, token: student } = await unaskedStudent();
    expect(await me(student)).not.toHaveProperty('studentClass');
    expect((await call(stack.apiUrl, 'GET', '/api/attendance', { token: student })).status).toBe(200);

    const [first, second] = [aClass(), aClass('Chemical Engineering')];
    const setOwn = (studentClass: unknown) =>
      call(stack.apiUrl, 'PUT', '/api/account/class', { token: student, body: studentClass });
    expect((await setOwn({ ...first, division: 'not a division' })).status).toBe(400);
    expect(await me(student)).not.toHaveProperty('studentClass');

    // Two tabs answering at once: one class is stored, the other is told it is set.
    const answers = await Promise.all([setOwn(first), setOwn(second)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const stored = (await me(student)).studentClass as StudentClass;
    const won = answers[0]?.status === 200 ? first : second;
    expect(stored).toEqual(won);
    expect(await rosterOf(won)).toEqual([email]);
    expect(await rosterOf(won === first ? second : first)).toEqual([]);

    expect(await setOwn(aClass())).toEqual({ status: 409, body: { msg: CLASS_MESSAGES.ownClassAlreadySet } });
    expect((await me(student)).studentClass).toEqual(won);
  });

  it('lets an Admin find a student by email and move them to another class, one student at a time', async () => {
    const { email } = await unaskedStudent();
    const admin = token('Admin');
    const find = (address: string) =>
      call(stack.apiUrl, 'GET', `/api/admin/students/by-email?email=${encodeURIComponent(address)}`, {
        token: admin,
      });
    const found = await find(email.toUpperCase());
    expect(found.status).toBe(200);
    const student = found.body.student as { userId: string; email: string; studentClass?: StudentClass };
    expect(student).toMatchObject({ email, role: 'Student', status: 'active' });
    expect(student).not.toHaveProperty('studentClass');

    const change = (userId: string, body: unknown) =>
      call(stack.apiUrl, 'PUT', `/api/admin/users/${userId}/class`, { token: admin, body });
    const [from, to] = [aClass('Electrical Engineering'), aClass('Information Technology')];
    expect((await change(student.userId, from)).body).toMatchObject({
      msg: CLASS_MESSAGES.classChanged,
      student: { email, studentClass: from },
    });
    expect(await rosterOf(from)).toEqual([email]);
    expect((await change(student.userId, to)).status).toBe(200);
    expect(await rosterOf(from)).toEqual([]);
    expect(await rosterOf(to)).toEqual([email]);
    expect(((await find(email)).body.student as { studentClass: StudentClass }).studentClass).toEqual(to);

    // Bad input changes nothing; only Students have a class; unknown people are not found.
    expect((await change(student.userId, { ...from, branch: 'Astrology' })).body).toEqual({
      msg: 'branch must be one of the college departments',
    });
    expect(await rosterOf(to)).toEqual([email]);
    const faculty = (await me(token('Faculty'))).userId as string;
    expect(await change(faculty, from)).toEqual({ status: 404, body: { msg: CLASS_MESSAGES.noSuchStudent } });
    expect((await change(randomUUID(), from)).status).toBe(404);
    const facultyEmail = (await me(token('Faculty'))).email as string;
    expect(await find(facultyEmail)).toEqual({
      status: 404,
      body: { msg: CLASS_MESSAGES.noStudentWithEmail },
    });
    expect((await find(`nobody-${randomUUID()}@example.org`)).status).toBe(404);
    expect((await find('not an email')).status).toBe(400);
  });

  it('keeps a renamed Student in their class, in name order', async () => {
    const studentClass = aClass('Robotics And Automation');
    const { email, token: student } = await unaskedStudent();
    await call(stack.apiUrl, 'PUT', '/api/account/class', { token: student, body: studentClass });
    const other = await unaskedStudent();
    await call(stack.apiUrl, 'PUT', '/api/account/class', { token: other.token, body: studentClass });
    await call(stack.apiUrl, 'PUT', '/api/account/name', {
      token: student,
      body: { firstName: 'Aaa', lastName: 'First' },
    });
    expect(await rosterOf(studentClass)).toEqual([email, other.email]);
  });
});
