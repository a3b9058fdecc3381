import { describe, expect, it } from 'vitest';
import { TEACHING_MESSAGES } from '#shared/constants/teaching-messages';
import type { StudentClass } from '#shared/schemas/student-class';
import type { Lecture } from '#shared/schemas/timetable';
import type { Caller } from '../lib/caller';
import { datesFrom, inReach, reachOf, readInReach } from './records-reach';

const seA: StudentClass = { branch: 'Computer Engineering', year: 'SE', division: 'A' };
const seB: StudentClass = { ...seA, division: 'B' };
const faculty: Caller = { userId: 'f1', sessionId: 's1', role: 'Faculty' };
const lecture = (lectureId: string, of = seA) => ({ ...of, lectureId }) as unknown as Lecture;

/* A Faculty member's days as the timetable reads them: these lectures, on the dates asked. */
const depsWith = (assigned: boolean, lectures: Lecture[], asked: string[][] = []) => ({
  teaching: { isAssigned: async () => assigned },
  timetable: {
    ownDays: async (_user: unknown, dates: readonly string[]) => {
      asked.push([...dates]);
      return { slots: [], versions: new Map(), days: new Map([['d', { lectures, cancelled: [] }]]) };
    },
  },
  readDeps: { accounts: { findByUserId: async () => undefined } },
});

describe('which records of a class a caller reads', () => {
  it('gives an assigned Faculty member or an Admin the whole class, without reading their days', async () => {
    const asked: string[][] = [];
    expect(await reachOf(faculty, seA, ['2026-11-30'], depsWith(true, [], asked))).toBe('class');
    expect(
      await reachOf({ ...faculty, role: 'Admin' }, seA, ['2026-11-30'], depsWith(false, [], asked)),
    ).toBe('class');
    expect(asked).toEqual([]);
  });

  it("gives anyone else the class's lectures they teach on those dates, or refuses them", async () => {
    const asked: string[][] = [];
    const given = depsWith(false, [lecture('s1#2026-11-30'), lecture('s9#2026-11-30', seB)], asked);
    const reach = await reachOf(faculty, seA, ['2026-11-30'], given);
    expect(reach).toEqual(new Set(['s1#2026-11-30']));
    expect(asked).toEqual([['2026-11-30']]);
    const keep = inReach(reach);
    expect([{ lectureId: 's1#2026-11-30' }, { lectureId: 's2#2026-11-30' }, {}].map(keep)).toEqual([
      true,
      false,
      false,
    ]);
    await expect(
      reachOf(faculty, seA, ['2026-11-30'], depsWith(false, [lecture('s9', seB)])),
    ).rejects.toMatchObject({ statusCode: 403, message: TEACHING_MESSAGES.notYourClass });
  });

  it('narrows a read run beside the check, and refuses whatever the read found or failed with', async () => {
    const read = async () => [{ lectureId: 'mine' }, { lectureId: 'theirs' }];
    const narrowed = await readInReach(
      faculty,
      seA,
      ['d'],
      depsWith(false, [lecture('mine')]),
      read,
      (all, reach) => all.filter(inReach(reach)),
    );
    expect(narrowed).toEqual([{ lectureId: 'mine' }]);
    const failing = async (): Promise<{ lectureId: string }[]> => {
      throw new Error('the table is down');
    };
    for (const attempt of [read, failing])
      await expect(
        readInReach(faculty, seA, ['d'], depsWith(false, []), attempt, (all) => all),
      ).rejects.toMatchObject({ statusCode: 403 });
  });

  it('lists each date of a range, both ends included, across a month', () => {
    expect(datesFrom('2026-11-29', '2026-12-02')).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ]);
    expect(datesFrom('2026-12-02', '2026-12-02')).toEqual(['2026-12-02']);
  });
});
