import { collegeInstant, collegeToday } from '#shared/constants/college-time';
import type { DashboardSummary, LectureBrief } from '#shared/schemas/dashboard';

/*
 * How long a summary read now stays true with nothing written (decision 64): until the next start
 * or end of one of its lectures (the next lecture, "now", a lecture to mark move on), the college's
 * midnight (today changes), and at most ten minutes, so a change a writer forgot to stamp shows
 * within that.
 */
const LONGEST_MS = 10 * 60 * 1000;
/*
 * A stamp this recent may stand for a write an index (eventually consistent) does not show yet: a
 * summary read under it is kept only this long, and read again after.
 */
export const SETTLING_MS = 5_000;

function lecturesOf(summary: DashboardSummary): readonly Pick<LectureBrief, 'date' | 'start' | 'end'>[] {
  if (summary.role === 'Faculty') return summary.timetable?.lectures ?? [];
  if (summary.role === 'Student') {
    const day = summary.timetable;
    if (!day) return [];
    return [...day.lectures, ...day.cancelled, ...(day.next ? [day.next] : [])];
  }
  return [];
}

/**
 * `settled` is false when a stamp it was read under is under SETTLING_MS old, or was read only
 * after the facts (a Student's class, found by the read itself).
 */
export function keptUntil(summary: DashboardSummary, readAt: number, settled: boolean): number {
  const midnight = collegeInstant(collegeToday(readAt)) + 24 * 60 * 60 * 1000;
  const turns = lecturesOf(summary)
    .flatMap(({ date, start, end }) => [collegeInstant(date, start), collegeInstant(date, end)])
    .filter((instant) => instant > readAt);
  return Math.min(readAt + (settled ? LONGEST_MS : SETTLING_MS), midnight, ...turns);
}
