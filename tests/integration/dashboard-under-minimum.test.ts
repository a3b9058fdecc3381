import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '#shared/constants/roles';
import type {
  AdminSummary,
  DashboardSummary,
  FacultySummary,
  StudentSummary,
} from '#shared/schemas/dashboard';
import type { StudentClass } from '#shared/schemas/student-class';
import { noteMark } from '../../functions/attendance';
import { type ClassRecord, putRecords } from '../../functions/attendance/records';
import { classesWithoutTimetable } from '../../functions/timetable';
import { call } from '../support/api';
import { makeAccount } from '../support/attendance-fixtures';
import { dashboardOf } from '../support/dashboard-reads';
import { recentTeachingDate, signedIn, signedInFaculty, taughtWeekly } from '../support/lecture-fixtures';
import { signedInStack } from '../support/shared-stack';
import type { TestStack } from '../support/test-stack';
import { collegeDay, uniqueClass } from '../support/timetable-fixtures';

/* Issue 47 item 5 (decision 55): who is under the minimum, and the classes with no timetable. */
describe('dashboard summary: under the minimum, and classes with no timetable', () => {
  let stack: TestStack;
  let token: (role: Role) => string;
  beforeAll(async () => {
    ({ stack, token } = await signedInStack());
    await collegeDay();
  });
  const dashboard = <T extends DashboardSummary>(as: string) => dashboardOf<T>(stack.apiUrl, as);

  it("counts the students under the minimum in the Faculty member's classes, kept as lectures are marked", async () => {
    const ours = uniqueClass();
    const subject = 'Compilers';
    const { date, weekday } = recentTeachingDate(2);
    const { teacher, slotId } = await taughtWeekly(stack.apiUrl, token('Admin'), {
      ...ours,
      subject,
      weekday,
    });
    const away = await makeAccount('Kabir', 'Away', ours);
    const here = await makeAccount('Isha', 'Here', ours);
    const lecture = { ...ours, subject, type: 'Lecture' as const, date, lectureId: `${slotId}#${date}` };
    const mark = async (absent: string[]) => {
      const students = [away, here].map(({ userId }) => ({ id: userId, present: !absent.includes(userId) }));
      const marked = await call(stack.apiUrl, 'POST', '/api/attendance/mark', {
        token: teacher.token,
        body: { ...ours, date, lectureId: lecture.lectureId, students },
      });
      expect(marked.status).toBe(200);
      // What markLecture calls once its records are written (idempotent: it reads the newest mark).
      await noteMark(lecture);
    };

    expect((await dashboard<FacultySummary>(teacher.token)).underMinimum).toEqual({
      minimum: 75,
      students: 0,
      classes: [],
    });
    await mark([away.userId]);
    expect((await dashboard<FacultySummary>(teacher.token)).underMinimum).toEqual({
      minimum: 75,
      students: 1,
      classes: [{ ...ours, subject, students: 1 }],
    });
    // Marked again with everyone present: the lecture's entry is replaced, not counted twice.
    await mark([]);
    expect((await dashboard<FacultySummary>(teacher.token)).underMinimum?.students).toBe(0);
    // Another Faculty member's dashboard does not count this class.
    const other = await signedInFaculty(stack.apiUrl, uniqueClass(), subject);
    await mark([away.userId, here.userId]);
    expect((await dashboard<FacultySummary>(other.token)).underMinimum?.students).toBe(0);
    expect((await dashboard<FacultySummary>(teacher.token)).underMinimum?.students).toBe(2);
  });

  it('lists the Student’s own subjects under the minimum, by type, with their percentage', async () => {
    const ours = uniqueClass();
    const student = await signedIn(stack.apiUrl, 'Student', ours);
    const record = (subject: string, day: number, status: 'Present' | 'Absent'): ClassRecord => ({
      ...ours,
      studentId: student.account.userId,
      date: `2026-09-${String(day).padStart(2, '0')}`,
      type: 'Lecture',
      status,
      first_name: student.account.firstName,
      last_name: student.account.lastName,
      email: student.account.login,
      markedBy: 'test',
      markedAt: new Date().toISOString(),
      lectureId: `x-${subject}-${day}`,
      subject,
    });
    await putRecords([
      record('Optics', 1, 'Present'),
      record('Optics', 2, 'Absent'),
      record('Mechanics', 1, 'Present'),
    ]);
    expect((await dashboard<StudentSummary>(student.token)).underMinimum).toEqual({
      minimum: 75,
      subjects: [{ subject: 'Optics', type: 'Lecture', percent: 50, band: 'detained' }],
    });
  });

  it('shows the Admin the classes with students and no weekly slot, until a slot is added', async () => {
    const ours: StudentClass = uniqueClass();
    const student = await makeAccount('Nisha', 'NoTimetable', uniqueClass());
    // The Admin moves a Student into the class: its students are recounted.
    const moved = await call(stack.apiUrl, 'PUT', `/api/admin/users/${student.userId}/class`, {
      token: token('Admin'),
      body: ours,
    });
    expect(moved.status).toBe(200);
    const listed = async () => (await classesWithoutTimetable(10_000)).classes;
    expect(await listed()).toContainEqual({ ...ours, students: 1 });
    const summary = await dashboard<AdminSummary>(token('Admin'));
    expect(summary.classesWithoutTimetable?.count).toBeGreaterThanOrEqual(1);
    expect(summary.classesWithoutTimetable?.classes.length).toBeLessThanOrEqual(5);

    await taughtWeekly(stack.apiUrl, token('Admin'), { ...ours, subject: 'Thermodynamics', weekday: 'Mon' });
    expect(await listed()).not.toContainEqual(expect.objectContaining(ours));
  });
});
