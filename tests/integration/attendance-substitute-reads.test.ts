import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '#shared/constants/roles';
import { TEACHING_MESSAGES } from '#shared/constants/teaching-messages';
import { call } from '../support/api';
import { classQuery, makeAccount } from '../support/attendance-fixtures';
import { recentTeachingDate, signedIn, signedInFaculty, weeklySlot } from '../support/lecture-fixtures';
import { signedInStack } from '../support/shared-stack';
import type { TestStack } from '../support/test-stack';
import { collegeDay, uniqueClass, uniqueRoom } from '../support/timetable-fixtures';

/*
 * A substitute not assigned the class reads and exports the records of the lectures given them,
 * and nothing else of the class (decision 48, amended); a Faculty member who is neither assigned
 * the class nor given one of its lectures is refused, as before.
 */
describe('attendance: what a substitute reads', () => {
  let stack: TestStack;
  let token: (role: Role) => string;
  beforeAll(async () => {
    ({ stack, token } = await signedInStack());
    await collegeDay();
  });

  it('reads and exports only the lectures given them; a Faculty member given none is refused', async () => {
    const ours = uniqueClass();
    const { date, weekday } = recentTeachingDate(11);
    const teacher = await signedInFaculty(stack.apiUrl, ours, 'Signals');
    const room = await uniqueRoom();
    const slot = (start: string, end: string) =>
      weeklySlot(stack.apiUrl, token('Admin'), {
        ...ours,
        weekday,
        subject: 'Signals',
        start,
        end,
        room,
        facultyId: teacher.account.userId,
      });
    const [given, kept] = [await slot('09:00', '10:00'), await slot('10:00', '11:00')];
    const [asha, ravi] = [await makeAccount('Asha', 'Sub', ours), await makeAccount('Ravi', 'Sub', ours)];
    const substitute = await signedIn(stack.apiUrl, 'Faculty');
    const stranger = await signedIn(stack.apiUrl, 'Faculty');
    const change = await call(stack.apiUrl, 'POST', '/api/timetable/changes', {
      token: token('Admin'),
      body: { kind: 'substitute', slotId: given, date, facultyId: substitute.account.userId },
    });
    expect(change.status).toBe(200);

    const mark = (as: string, slotId: string, present: boolean) =>
      call(stack.apiUrl, 'POST', '/api/attendance/mark', {
        token: as,
        body: {
          ...ours,
          date,
          lectureId: `${slotId}#${date}`,
          students: [asha, ravi].map((one) => ({ id: one.userId, present })),
        },
      });
    expect((await mark(substitute.token, given, true)).status).toBe(200);
    expect((await mark(teacher.token, kept, false)).status).toBe(200);

    const dayOf = (as: string, on = date) =>
      call(stack.apiUrl, 'GET', `/api/attendance/data?${classQuery(ours)}&date=${on}`, { token: as });
    const exportOf = (as: string, from = date, to = date) =>
      call(stack.apiUrl, 'GET', `/api/attendance/export?${classQuery(ours)}&from=${from}&to=${to}`, {
        token: as,
      });
    const shown = (answer: { body: Record<string, unknown> }) =>
      (
        answer.body.records as {
          date: string;
          start: string;
          subject: string;
          first_name: string;
          status: string;
        }[]
      ).map((r) => `${r.date.slice(0, 10)} ${r.start} ${r.subject} ${r.first_name} ${r.status}`);

    // The substitute: the given lecture's records only, with the required fields
    // (docs/requirements.md#attendance-marking), subject and time.
    const theirs = await dayOf(substitute.token);
    expect(theirs.status).toBe(200);
    expect(shown(theirs)).toEqual([
      `${date} 09:00 Signals Asha Present`,
      `${date} 09:00 Signals Ravi Present`,
    ]);
    expect(theirs.body.records).toContainEqual(
      expect.objectContaining({ last_name: 'Sub', email: asha.login, lectureId: `${given}#${date}` }),
    );
    const exported = await exportOf(substitute.token, '2026-06-01', date);
    expect(exported.status).toBe(200);
    const rows = (exported.body.csv as string).trim().split('\n');
    expect(rows.slice(1).sort()).toEqual(
      [asha, ravi].map((one) => `${date},Lecture,${one.firstName},Sub,${one.login},Present`).sort(),
    );

    // The class's own teacher, assigned, reads both lectures.
    expect(shown(await dayOf(teacher.token))).toEqual([
      `${date} 09:00 Signals Asha Present`,
      `${date} 09:00 Signals Ravi Present`,
      `${date} 10:00 Signals Asha Absent`,
      `${date} 10:00 Signals Ravi Absent`,
    ]);

    // Neither assigned nor given a lecture of the class, or on a date with none given: refused.
    const refused = { status: 403, body: { msg: TEACHING_MESSAGES.notYourClass } };
    expect(await dayOf(stranger.token)).toEqual(refused);
    expect(await exportOf(stranger.token, '2026-06-01', date)).toEqual(refused);
    const otherDay = recentTeachingDate(20).date;
    expect(await dayOf(substitute.token, otherDay)).toEqual(refused);
    expect(await exportOf(substitute.token, otherDay, otherDay)).toEqual(refused);
  });
});
