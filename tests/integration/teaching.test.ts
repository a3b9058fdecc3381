import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '#shared/constants/roles';
import { TEACHING_MESSAGES } from '#shared/constants/teaching-messages';
import { MAX_CLASSES_TAUGHT, type TaughtClass } from '#shared/schemas/teaching';
import { DEMO_FACULTY_CLASSES } from '../../infra/local/seed';
import { call } from '../support/api';
import { classQuery, makeAccount, uniqueClass, uniqueDate } from '../support/attendance-fixtures';
import { signedInStack } from '../support/shared-stack';
import { scanTable } from '../support/tables';
import type { TestStack } from '../support/test-stack';

/* Decision 32: an Admin assigns Faculty the classes they teach; Faculty reach only those. */
describe('teaching assignments', () => {
  let stack: TestStack;
  let token: (role: Role) => string;
  let demoFaculty: { userId: string; email: string };
  beforeAll(async () => {
    ({ stack, token } = await signedInStack());
    const me = await call(stack.apiUrl, 'GET', '/api/user', { token: token('Faculty') });
    demoFaculty = { userId: me.body.userId as string, email: me.body.email as string };
  });

  const classes = (userId: string) => `/api/admin/users/${userId}/classes`;
  const assign = (userId: string, taught: TaughtClass | Record<string, string>, as = token('Admin')) =>
    call(stack.apiUrl, 'POST', classes(userId), { token: as, body: taught });
  const unassign = (userId: string, taught: TaughtClass) =>
    call(stack.apiUrl, 'DELETE', `${classes(userId)}?${new URLSearchParams({ ...taught })}`, {
      token: token('Admin'),
    });
  const teachingOf = (email: string) =>
    call(stack.apiUrl, 'GET', `/api/admin/teaching?email=${encodeURIComponent(email)}`, {
      token: token('Admin'),
    });

  it('finds a Faculty member by email with their classes, and no one else', async () => {
    const found = await teachingOf(demoFaculty.email);
    expect(found.status).toBe(200);
    expect(found.body.faculty).toMatchObject({ userId: demoFaculty.userId, role: 'Faculty' });
    expect(found.body.classes).toEqual(expect.arrayContaining(DEMO_FACULTY_CLASSES.map((c) => ({ ...c }))));
    expect(await teachingOf('student@campus.local')).toEqual({
      status: 404,
      body: { msg: TEACHING_MESSAGES.noFacultyWithEmail },
    });
  });

  it('assigns a class once per subject, takes it away, and refuses a Student', async () => {
    const faculty = await makeAccount('Tara', 'Teacher', undefined, 'Faculty');
    const ours = uniqueClass();
    const made = await assign(faculty.userId, { ...ours, subject: '  Fluid  Mechanics ' });
    expect(made).toEqual({
      status: 200,
      body: { msg: TEACHING_MESSAGES.assigned, classes: [{ ...ours, subject: 'Fluid  Mechanics' }] },
    });
    // The same class and subject again, whatever its case and spacing: refused.
    expect((await assign(faculty.userId, { ...ours, subject: 'fluid mechanics' })).body).toEqual({
      msg: TEACHING_MESSAGES.alreadyAssigned,
    });
    // The same class without a subject (a blank one is none) is another assignment.
    expect((await assign(faculty.userId, { ...ours, subject: ' ' })).body.classes).toHaveLength(2);
    const removed = await unassign(faculty.userId, ours);
    expect(removed).toEqual({
      status: 200,
      body: { msg: TEACHING_MESSAGES.removed, classes: [{ ...ours, subject: 'Fluid  Mechanics' }] },
    });
    expect(await unassign(faculty.userId, ours)).toEqual({
      status: 404,
      body: { msg: TEACHING_MESSAGES.notAssigned },
    });
    const student = await makeAccount('Sam', 'Student', ours);
    expect(await assign(student.userId, ours)).toEqual({
      status: 404,
      body: { msg: TEACHING_MESSAGES.noSuchFaculty },
    });
    expect((await assign(faculty.userId, { ...ours, year: 'XE' })).status).toBe(400);
  });

  it(`holds the cap of ${MAX_CLASSES_TAUGHT} classes under parallel assignments`, async () => {
    const faculty = await makeAccount('Busy', 'Teacher', undefined, 'Faculty');
    // Distinct classes (A0, A1, … E7): random ones could repeat, and a repeat is refused otherwise.
    const tries = Array.from({ length: MAX_CLASSES_TAUGHT + 8 }, (_, n) => ({
      branch: 'Civil Engineering' as const,
      year: 'TE' as const,
      division: `${String.fromCharCode(65 + Math.floor(n / 10))}${n % 10}`,
    }));
    const answers = await Promise.all(tries.map((taught) => assign(faculty.userId, taught)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(MAX_CLASSES_TAUGHT);
    expect(answers.filter((a) => a.status === 409).map((a) => a.body.msg)).toEqual(
      Array(8).fill(TEACHING_MESSAGES.tooMany),
    );
    const stored = (await scanTable('teaching')).filter(
      (item) => item.facultyId === faculty.userId && item.assignment !== '#count',
    );
    expect(stored).toHaveLength(MAX_CLASSES_TAUGHT);
    // A removal frees a place.
    const [first] = (await teachingOf(faculty.login)).body.classes as TaughtClass[];
    if (!first) throw new Error('no class listed');
    expect((await unassign(faculty.userId, first)).status).toBe(200);
    expect((await assign(faculty.userId, uniqueClass())).status).toBe(200);
  });

  it('lets a Faculty member mark, read and export only the classes they are assigned', async () => {
    const ours = uniqueClass();
    const student = await makeAccount('Ira', 'Roster', ours);
    const date = uniqueDate();
    const query = classQuery(ours);
    const asFaculty = (method: 'GET' | 'POST', path: string, body?: object) =>
      call(stack.apiUrl, method, path, { token: token('Faculty'), body });
    const everyRoute = () =>
      Promise.all([
        asFaculty('GET', `/api/students?${query}`),
        asFaculty('POST', '/api/attendance/mark', {
          ...ours,
          date,
          type: 'Lecture',
          students: [{ id: student.userId, present: true }],
        }),
        asFaculty('GET', `/api/attendance/data?${query}&date=${date}`),
        asFaculty('GET', `/api/attendance/export?${query}&from=${date}&to=${date}`),
      ]);

    for (const refused of await everyRoute()) {
      expect(refused).toEqual({ status: 403, body: { msg: TEACHING_MESSAGES.notYourClass } });
    }
    expect((await scanTable('attendance')).filter((item) => item.date === date)).toEqual([]);
    // An Admin reads any class.
    const asAdmin = await call(stack.apiUrl, 'GET', `/api/attendance/data?${query}&date=${date}`, {
      token: token('Admin'),
    });
    expect(asAdmin.status).toBe(200);

    await assign(demoFaculty.userId, { ...ours, subject: 'Thermodynamics' });
    const own = await asFaculty('GET', '/api/attendance/classes');
    expect(own.body.classes).toContainEqual({ ...ours, subject: 'Thermodynamics' });
    expect((await everyRoute()).map((answer) => answer.status)).toEqual([200, 200, 200, 200]);

    expect((await unassign(demoFaculty.userId, { ...ours, subject: 'Thermodynamics' })).status).toBe(200);
    expect((await everyRoute()).map((answer) => answer.status)).toEqual([403, 403, 403, 403]);
  });
});
