import { beforeAll, describe, expect, it } from 'vitest';
import { ATTENDANCE_MESSAGES } from '#shared/constants/attendance-messages';
import type { Role } from '#shared/constants/roles';
import type { StudentClass } from '#shared/schemas/student-class';
import * as lectureMarks from '../../functions/attendance/lecture-marks';
import { markLecture } from '../../functions/attendance/mark-attendance';
import * as records from '../../functions/attendance/records';
import * as students from '../../functions/attendance/students';
import type { Caller } from '../../functions/lib/caller';
import * as timetable from '../../functions/timetable';
import { call } from '../support/api';
import { makeAccount } from '../support/attendance-fixtures';
import { holdPoint } from '../support/hold-point';
import { recentTeachingDate, signedInFaculty, weeklySlot } from '../support/lecture-fixtures';
import { signedInStack } from '../support/shared-stack';
import type { TestStack } from '../support/test-stack';
import { collegeDay, uniqueClass, uniqueRoom } from '../support/timetable-fixtures';

/*
 * Marks of one lecture at once (two devices, a double click, a retry): whatever their order, the
 * lecture's records afterwards are exactly one mark's students and statuses, and its mark item
 * lists exactly those (decision 48, amended). Each test marks a lecture of a class of its own.
 */
describe('attendance: marks of one lecture at once', () => {
  let stack: TestStack;
  let token: (role: Role) => string;
  beforeAll(async () => {
    ({ stack, token } = await signedInStack());
    await collegeDay();
  });

  type Entry = { id: string; present: boolean };
  const names = ['Aarti', 'Bhavesh', 'Chitra', 'Dev', 'Esha', 'Farhan'];

  /** A class of six students and a lecture of it on a recent teaching day, taught by its own Faculty member. */
  async function lectureOfSix(back: number, start: string) {
    const ours = uniqueClass();
    const { date, weekday } = recentTeachingDate(back);
    const teacher = await signedInFaculty(stack.apiUrl, ours, 'Networks');
    const slotId = await weeklySlot(stack.apiUrl, token('Admin'), {
      ...ours,
      weekday,
      subject: 'Networks',
      start,
      end: `${String(Number(start.slice(0, 2)) + 1).padStart(2, '0')}:00`,
      room: await uniqueRoom(),
      facultyId: teacher.account.userId,
    });
    const ids = await Promise.all(names.map(async (name) => (await makeAccount(name, 'Race', ours)).userId));
    return { ours, date, teacher, ids, lectureId: `${slotId}#${date}` };
  }

  /* Mark `n` of a round: everyone but student n, present by a pattern of its own. */
  const markNumber = (ids: string[], n: number, round: number): Entry[] =>
    ids.filter((_, at) => at !== n).map((id, at) => ({ id, present: (at + n + round) % 3 !== 0 }));

  const asText = (entries: readonly Entry[]) =>
    entries.map(({ id, present }) => `${id} ${present ? 'Present' : 'Absent'}`).sort();

  /** The lecture's stored records and its mark item, each as `id status` lines. */
  async function stored(ours: StudentClass, date: string, lectureId: string) {
    const found = (await records.recordsBetween(ours, date, date)).filter((r) => r.lectureId === lectureId);
    const mark = await lectureMarks.readMark(lectureId);
    const present = new Set(mark?.presentIds);
    return {
      records: found.map((record) => `${record.studentId} ${record.status}`).sort(),
      mark: asText((mark?.studentIds ?? []).map((id) => ({ id, present: present.has(id) }))),
      version: mark?.version,
    };
  }

  it('holds exactly one of five marks sent at once, first marks and re-marks alike', async () => {
    const { ours, date, teacher, ids, lectureId } = await lectureOfSix(6, '09:00');
    for (const round of [0, 1, 2]) {
      const marks = names.slice(0, 5).map((_, n) => markNumber(ids, n, round));
      const answers = await Promise.all(
        marks.map((students) =>
          call(stack.apiUrl, 'POST', '/api/attendance/mark', {
            token: teacher.token,
            body: { ...ours, date, lectureId, students },
          }),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
      const now = await stored(ours, date, lectureId);
      expect(now.version).toBe(5 * (round + 1));
      // One mark's students and statuses, in the records and the mark item alike.
      expect(marks.filter((students) => asText(students).join() === now.mark.join())).toHaveLength(1);
      expect(now.records).toEqual(now.mark);
    }
  });

  const deps = { students, timetable, records, lectureMarks };
  const callerOf = (userId: string): Caller => ({ userId, sessionId: 'race', role: 'Faculty' });

  it('writes the later mark again when the earlier one’s records land after it', async () => {
    const { ours, date, teacher, ids, lectureId } = await lectureOfSix(7, '11:00');
    const mark = (students: Entry[], using = deps) =>
      markLecture({ ...ours, date, lectureId, students, caller: callerOf(teacher.account.userId) }, using);
    const earlier = markNumber(ids, 0, 0);
    const later = markNumber(ids, 5, 1);
    // The earlier mark lands its item, then stops before its records are written…
    const atRecords = holdPoint();
    let held = true;
    const slowRecords = {
      ...records,
      putRecords: async (...args: Parameters<typeof records.putRecords>) => {
        if (held) {
          held = false;
          await atRecords.hold();
        }
        return records.putRecords(...args);
      },
    };
    const first = mark(earlier, { ...deps, records: slowRecords });
    await atRecords.arrived;
    // …while the later one lands and writes all of its own; then the earlier one's records land.
    await mark(later);
    expect((await stored(ours, date, lectureId)).records).toEqual(asText(later));
    atRecords.release();
    expect(await first).toEqual({ msg: ATTENDANCE_MESSAGES.marked });
    expect(await stored(ours, date, lectureId)).toEqual({
      records: asText(later),
      mark: asText(later),
      version: 2,
    });
  });

  it('lands a mark that read the item before another landed after that one, removing its students', async () => {
    const { ours, date, teacher, ids, lectureId } = await lectureOfSix(8, '14:00');
    const mark = (students: Entry[], using = deps) =>
      markLecture({ ...ours, date, lectureId, students, caller: callerOf(teacher.account.userId) }, using);
    await mark(markNumber(ids, 1, 0));
    const atCommit = holdPoint();
    let held = true;
    const slowCommit = {
      ...lectureMarks,
      commitMark: async (...args: Parameters<typeof lectureMarks.commitMark>) => {
        if (held) {
          held = false;
          await atCommit.hold();
        }
        return lectureMarks.commitMark(...args);
      },
    };
    // Pressed last, but its first read saw the item before the other mark landed.
    const last = ids.slice(0, 3).map((id) => ({ id, present: false }));
    const pressedLast = mark(last, { ...deps, lectureMarks: slowCommit });
    await atCommit.arrived;
    await mark(markNumber(ids, 2, 1));
    atCommit.release();
    await pressedLast;
    expect(await stored(ours, date, lectureId)).toEqual({
      records: asText(last),
      mark: asText(last),
      version: 3,
    });
  });

  it('refuses in plain words, having written nothing, a mark that keeps losing to others', async () => {
    const { ours, date, teacher, ids, lectureId } = await lectureOfSix(9, '16:00');
    const caller = callerOf(teacher.account.userId);
    const first = markNumber(ids, 3, 0);
    await markLecture({ ...ours, date, lectureId, students: first, caller }, deps);
    const alwaysBeaten = { ...lectureMarks, commitMark: async () => false };
    const refused = markLecture(
      { ...ours, date, lectureId, students: markNumber(ids, 4, 1), caller },
      { ...deps, lectureMarks: alwaysBeaten },
    );
    await expect(refused).rejects.toMatchObject({
      statusCode: 409,
      message: ATTENDANCE_MESSAGES.markedMeanwhile,
    });
    expect(await stored(ours, date, lectureId)).toEqual({
      records: asText(first),
      mark: asText(first),
      version: 1,
    });
  });
});
