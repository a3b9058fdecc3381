import { TEACHING_MESSAGES } from '#shared/constants/teaching-messages';
import { classKey, type StudentClass } from '#shared/schemas/student-class';
import type { Caller } from '../lib/caller';
import { HttpError } from '../lib/http';
import type * as teaching from '../teaching';
import type * as timetable from '../timetable';

export interface ReachDeps {
  readonly teaching: Pick<typeof teaching, 'isAssigned'>;
  readonly timetable: Pick<typeof timetable, 'ownDays'>;
  readonly readDeps: Parameters<typeof timetable.ownDays>[2];
}

/** Which of a class's records a caller may read: all of them, or only those of these lectures. */
export type Reach = 'class' | ReadonlySet<string>;

/** Whether a record is one the reach lets its caller read. */
export const inReach =
  (reach: Reach) =>
  (record: { readonly lectureId?: string }): boolean =>
    reach === 'class' || (record.lectureId !== undefined && reach.has(record.lectureId));

/**
 * What of a class's records between these dates a caller may read (decision 48, amended): an
 * Admin's and an assigned Faculty member's, all; any other Faculty member's, only those of the
 * class's lectures they teach on those dates (a substitution given them included), read from
 * their own days, so a substitute reads what they marked and nothing else of the class. With none,
 * they are refused (403) before anything of the class is read.
 */
export async function reachOf(
  caller: Caller,
  studentClass: StudentClass,
  dates: readonly string[],
  deps: ReachDeps,
): Promise<Reach> {
  if (caller.role === 'Admin' || (await deps.teaching.isAssigned(caller.userId, studentClass)))
    return 'class';
  const { days } = await deps.timetable.ownDays(
    { userId: caller.userId, role: 'Faculty' },
    dates,
    deps.readDeps,
  );
  const ours = classKey(studentClass);
  const given = [...days.values()]
    .flatMap((day) => day.lectures)
    .filter((lecture) => classKey(lecture) === ours)
    .map((lecture) => lecture.lectureId);
  if (given.length === 0) throw new HttpError(403, TEACHING_MESSAGES.notYourClass);
  return new Set(given);
}

/**
 * As reachOf, for a bounded read that runs beside the check (one round trip, not two): its
 * answer, or its error, goes out only once the check has passed, narrowed to the reach.
 */
export async function readInReach<T>(
  caller: Caller,
  studentClass: StudentClass,
  dates: readonly string[],
  deps: ReachDeps,
  read: () => Promise<T>,
  narrow: (answer: T, reach: Reach) => T,
): Promise<T> {
  const [reach, answer] = await Promise.allSettled([reachOf(caller, studentClass, dates, deps), read()]);
  if (reach.status === 'rejected') throw reach.reason;
  if (answer.status === 'rejected') throw answer.reason;
  return narrow(answer.value, reach.value);
}

const DAY_MS = 24 * 3600 * 1000;
/** Each date from `from` to `to`, both included (an export's range is at most a year). */
export function datesFrom(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += DAY_MS)
    dates.push(new Date(at).toISOString().slice(0, 10));
  return dates;
}
