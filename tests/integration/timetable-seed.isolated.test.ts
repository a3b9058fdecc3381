import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '#shared/constants/roles';
import type { Slot } from '#shared/schemas/timetable';
import { findByLogin } from '../../functions/accounts/accounts';
import { batchOf, findTerm, isTeachingDay, weekOf } from '../../functions/timetable';
import { classOwner, facultyOwner } from '../../functions/timetable/day-items';
import { SAMPLE_WEEKS } from '../../infra/local/sample-timetable';
import { seedSampleTimetable } from '../../infra/local/seed';
import { call, tokensByRole } from '../support/api';
import { startTestStack, type TestStack } from '../support/test-stack';

/* Two slots that may not share an hour: the same Faculty member or room, or the class unless two batches. */
function clash(a: Slot, b: Slot): boolean {
  if (a.weekday !== b.weekday || a.start >= b.end || b.start >= a.end) return false;
  const sameClass = classOwner(a) === classOwner(b) && !(a.batch && b.batch && a.batch !== b.batch);
  return a.facultyId === b.facultyId || a.room === b.room || sameClass;
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/*
 * Decision 50: `npm start` seeds a clash-free week for each sample class. A stack of its own, since
 * the shared one has no sample timetable (a test's class without one stays one); seeded twice, as
 * two starts do, which must change nothing.
 */
describe('the sample timetable', () => {
  let stack: TestStack;
  let token: (role: Role) => string;
  let seeded: Slot[];
  beforeAll(async () => {
    stack = await startTestStack();
    token = await tokensByRole(stack.apiUrl, stack.demoAccounts);
    await seedSampleTimetable();
    await seedSampleTimetable();
    const weeks = await Promise.all(SAMPLE_WEEKS.map((week) => weekOf(classOwner(week.studentClass))));
    seeded = weeks.flat();
  });
  afterAll(() => stack?.stop());

  it('stores every row of every sample class, none clashing with another', async () => {
    const demo = await findByLogin('faculty@campus.local');
    expect(seeded).toHaveLength(SAMPLE_WEEKS.flatMap((week) => week.rows(demo?.login ?? '')).length);
    const pairs = seeded.flatMap((a, i) =>
      seeded
        .slice(i + 1)
        .filter((b) => clash(a, b))
        .map((b) => [a, b]),
    );
    expect(pairs).toEqual([]);
    const batches = new Set(seeded.flatMap((slot) => (slot.batch ? [`${slot.division}:${slot.batch}`] : [])));
    expect([...batches].sort()).toEqual(['A:A1', 'A:A2', 'A:A3', 'B:B1', 'B:B2', 'B:B3']);
    // The demo Faculty member teaches on every weekday, from the teaching group's assignments.
    const own = await weekOf(facultyOwner(demo?.userId ?? ''));
    expect(new Set(own.map((slot) => slot.weekday))).toEqual(
      new Set(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']),
    );
  });

  it('gives the demo Student a batch and lectures on every teaching day of a week', async () => {
    const student = await findByLogin('student@campus.local');
    expect(student && (await batchOf(student.userId))).toMatch(/^A[123]$/);
    const term = await findTerm();
    const monday = new Date();
    monday.setUTCDate(monday.getUTCDate() + 14 - ((monday.getUTCDay() + 6) % 7));
    const dates = [0, 1, 2, 3, 4, 5]
      .map((n) => isoDate(new Date(monday.getTime() + n * 86_400_000)))
      .filter((date) => isTeachingDay(term, date));
    expect(dates.length).toBeGreaterThan(0);
    for (const date of dates)
      for (const role of ['Student', 'Faculty'] as const) {
        const answer = await call(stack.apiUrl, 'GET', `/api/timetable/mine/lectures?date=${date}`, {
          token: token(role),
        });
        expect(answer.status).toBe(200);
        expect((answer.body.lectures as unknown[]).length, `${role} on ${date}`).toBeGreaterThan(0);
      }
  });
});
