import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '#shared/constants/roles';
import type { AdminSummary } from '#shared/schemas/dashboard';
import type { StudentClass } from '#shared/schemas/student-class';
import { classesWithoutTimetable, recountClassStudents } from '../../functions/timetable';
import { call } from '../support/api';
import { makeAccount } from '../support/attendance-fixtures';
import { countingRequests } from '../support/dynamo-requests';
import { taughtWeekly } from '../support/lecture-fixtures';
import { signedInStack } from '../support/shared-stack';
import type { TestStack } from '../support/test-stack';
import { collegeDay, uniqueClass } from '../support/timetable-fixtures';

/* Issue 47 item 5 (decision 55): the Admin's classes with no timetable, kept as markers. */
describe('classes with students and no timetable, kept as a partition of their own', () => {
  let stack: TestStack;
  let token: (role: Role) => string;
  beforeAll(async () => {
    ({ stack, token } = await signedInStack());
    await collegeDay();
  });
  const listed = async () => (await classesWithoutTimetable(10_000)).classes;
  const withStudents = async (studentClass: StudentClass, students = 1) => {
    for (let one = 0; one < students; one += 1) await makeAccount('Mira', 'Marker', studentClass);
    await recountClassStudents([studentClass]);
  };
  const slotOf = async (studentClass: StudentClass) =>
    (
      await taughtWeekly(stack.apiUrl, token('Admin'), {
        ...studentClass,
        subject: 'Thermodynamics',
        weekday: 'Tue',
      })
    ).slotId;
  const deleteSlot = async (slotId: string) => {
    const deleted = await call(stack.apiUrl, 'DELETE', `/api/admin/timetable/slots/${slotId}`, {
      token: token('Admin'),
    });
    expect(deleted.status).toBe(200);
  };

  it('lists a class with students and no slot, not once it has one, and again once it has none', async () => {
    const ours = uniqueClass();
    await withStudents(ours, 2);
    expect(await listed()).toContainEqual({ ...ours, students: 2 });
    const slotId = await slotOf(ours);
    expect(await listed()).not.toContainEqual(expect.objectContaining(ours));
    await deleteSlot(slotId);
    expect(await listed()).toContainEqual({ ...ours, students: 2 });
  });

  it('ends on the right marker when a new student and the last slot’s deletion race', async () => {
    const ours = uniqueClass();
    await withStudents(ours);
    const slotId = await slotOf(ours);
    await makeAccount('Ravi', 'Racing', ours);
    await Promise.all([deleteSlot(slotId), recountClassStudents([ours]), recountClassStudents([ours])]);
    expect(await listed()).toContainEqual({ ...ours, students: 2 });

    const other = uniqueClass();
    await withStudents(other);
    await Promise.all([slotOf(other), withStudents(other)]);
    expect(await listed()).not.toContainEqual(expect.objectContaining(other));
  });

  it('lets a class go once an Admin deletes its last student, and keeps it while one is left', async () => {
    const ours = uniqueClass();
    const first = await makeAccount('Mira', 'Marker', ours);
    const second = await makeAccount('Noor', 'Marker', ours);
    await recountClassStudents([ours]);
    const remove = async (userId: string) =>
      call(stack.apiUrl, 'DELETE', `/api/admin/users/${userId}`, { token: token('Admin') });
    expect((await remove(first.userId)).status).toBe(200);
    expect(await listed()).toContainEqual({ ...ours, students: 1 });
    expect((await remove(second.userId)).status).toBe(200);
    expect(await listed()).not.toContainEqual(expect.objectContaining(ours));
  });

  it('keeps the count of such classes beside them, capped as the other counts', async () => {
    await withStudents(uniqueClass());
    const all = await classesWithoutTimetable(10_000);
    expect(all.count).toBe(Math.min(all.classes.length, 99));
    expect(all.more).toBe(all.classes.length > 99);
  });

  it('reads at most the shown classes and the count, whatever the number of classes', async () => {
    // Each count once the set-up's background work has settled (dynamo-requests.ts).
    const read = () => countingRequests(() => classesWithoutTimetable(5), { quietMs: 300 });
    for (let made = 0; made < 6; made += 1) await withStudents(uniqueClass());
    const before = await read();
    for (let made = 0; made < 8; made += 1) await withStudents(uniqueClass());
    const { value, requests } = await read();
    expect(value.count).toBeGreaterThanOrEqual(Math.min(before.value.count + 8, 99));
    expect(value.classes).toHaveLength(5);
    // The count item and the five shown, however many classes are marked: one query.
    expect(before.requests).toMatchObject({ total: 1, items: 6 });
    expect(requests).toMatchObject({ total: 1, items: 6 });

    const { value: summary, requests: dashboard } = await countingRequests(
      () => call(stack.apiUrl, 'GET', '/api/dashboard', { token: token('Admin') }),
      { quietMs: 300 },
    );
    const admin = summary.body as AdminSummary;
    expect(admin.classesWithoutTimetable).toEqual({
      count: value.count,
      more: value.more,
      classes: value.classes,
    });
    // The timetable table gives the Admin's read its last import (one item) and the six above.
    expect(dashboard.each['Query timetable']).toBe(1);
    expect(dashboard.each['Get timetable']).toBe(1);
  });
});
