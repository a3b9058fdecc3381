import { describe, expect, it } from 'vitest';
import { DEFAULT_ELIGIBILITY } from '#shared/schemas/attendance';
import type { Term } from '#shared/schemas/timetable';
import { countsOf, type StudentCounts, underOf, withMark } from './under-minimum-counts';

const term: Term = { firstDay: '2026-11-02', lastDay: '2027-03-31', holidays: [] };
const EMPTY = { lectures: {}, rosters: {} };
const lecture = (lectureId: string, date = '2026-12-01', type: 'Lecture' | 'Practical' = 'Lecture') => ({
  lectureId,
  date,
  type,
});
const marks = (present: string[], absent: string[] = []) => [
  ...present.map((id) => ({ id, present: true })),
  ...absent.map((id) => ({ id, present: false })),
];

describe('under-minimum counts', () => {
  it('counts held and attended per student and type, the lectures of one roster sharing it', () => {
    let tally = withMark(EMPTY, lecture('l1'), marks(['a'], ['b']), term);
    tally = withMark(tally, lecture('l2'), marks(['a', 'b']), term);
    tally = withMark(tally, lecture('p1', '2026-12-02', 'Practical'), marks(['b'], ['a']), term);
    expect(Object.keys(tally.rosters)).toHaveLength(1);
    expect(countsOf(tally)).toEqual({
      a: { Lecture: [2, 2], Practical: [1, 0] },
      b: { Lecture: [2, 1], Practical: [1, 1] },
    });
  });

  it('replaces a lecture marked again, so it is never counted twice, and drops its unused roster', () => {
    let tally = withMark(EMPTY, lecture('l1'), marks(['a', 'b', 'c']), term);
    tally = withMark(tally, lecture('l1'), marks(['a'], ['b']), term);
    expect(countsOf(tally)).toEqual({ a: { Lecture: [1, 1] }, b: { Lecture: [1, 0] } });
    expect(Object.keys(tally.rosters)).toHaveLength(1);
  });

  it('keeps only the term’s lectures', () => {
    const before = withMark(EMPTY, lecture('old', '2026-06-01'), marks([], ['a']), undefined);
    expect(countsOf(withMark(before, lecture('l1'), marks(['a']), term))).toEqual({ a: { Lecture: [1, 1] } });
  });

  it('names those under the minimum in any type, or in the subject when counted together', () => {
    const counts: StudentCounts = {
      a: { Lecture: [4, 4], Practical: [4, 2] },
      b: { Lecture: [4, 3] },
      c: { Lecture: [0, 0] },
    };
    expect(underOf(counts, DEFAULT_ELIGIBILITY)).toEqual(['a']);
    // Together a holds 6 of 8, exactly 75%.
    expect(underOf(counts, { ...DEFAULT_ELIGIBILITY, countApart: false })).toEqual([]);
    expect(underOf(counts, { ...DEFAULT_ELIGIBILITY, eligible: 80 })).toEqual(['a', 'b']);
  });
});
