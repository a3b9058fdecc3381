import { collegeClock, collegeToday } from '#shared/constants/college-time';
import { type LectureRoster, type TeachingDay, UNMARKED_DAYS } from '#shared/schemas/attendance';
import type { StudentClass } from '#shared/schemas/student-class';
import type { Lecture } from '#shared/schemas/timetable';
import type { Caller } from '../lib/caller';
import type * as timetable from '../timetable';
import { asStudent, type LectureDeps, lectureFor, lectureRoster } from './lecture-access';
import type * as lectureMarks from './lecture-marks';

export interface TeachingDayDeps {
  readonly timetable: Pick<typeof timetable, 'ownDays'>;
  readonly lectureMarks: Pick<typeof lectureMarks, 'markedAmong' | 'markOf'>;
  readonly readDeps: Parameters<typeof timetable.ownDays>[2];
}

const DAY_MS = 24 * 3600 * 1000;
const minus = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

/**
 * The calling Faculty member's lectures of a date, each saying whether it is marked, and the
 * lectures of the last 14 days (today's once begun) that were expected and are still unmarked,
 * the newest day first (decision 48). Its cost is bounded whatever the college's size: one BatchGet of the
 * Faculty member's weekday items and 15 date items, and one of the mark items of those lectures.
 */
export async function teachingDay(caller: Caller, date: string, deps: TeachingDayDeps): Promise<TeachingDay> {
  const now = Date.now();
  const today = collegeToday(now);
  const past = Array.from({ length: UNMARKED_DAYS }, (_, back) => minus(today, back));
  const dates = [...new Set([date, ...past])];
  const { slots, days } = await deps.timetable.ownDays(
    { userId: caller.userId, role: 'Faculty' },
    dates,
    deps.readDeps,
  );
  const lecturesOf = (day: string) => days.get(day)?.lectures ?? [];
  const begun = (lecture: Lecture) =>
    lecture.date < today || (lecture.date === today && lecture.start <= collegeClock(now));
  const held = past.flatMap(lecturesOf).filter(begun);
  const marked = await deps.lectureMarks.markedAmong([...lecturesOf(date), ...held].map((l) => l.lectureId));
  return {
    lectures: lecturesOf(date).map((lecture) => ({ ...lecture, marked: marked.has(lecture.lectureId) })),
    unmarked: held.filter((lecture) => !marked.has(lecture.lectureId)),
    timetabled: slots.length > 0,
  };
}

/** One lecture's students by name, for its Faculty member (a substitute too) or an Admin. */
export async function rosterOfLecture(
  caller: Caller,
  at: StudentClass & { readonly date: string; readonly lectureId: string },
  deps: LectureDeps & Pick<TeachingDayDeps, 'lectureMarks'>,
): Promise<LectureRoster> {
  const lecture = await lectureFor(caller, at, deps);
  const [roster, mark] = await Promise.all([
    lectureRoster(lecture, deps),
    deps.lectureMarks.markOf(lecture.lectureId),
  ]);
  return { lecture, students: [...roster.values()].map(asStudent), marked: mark !== undefined };
}
