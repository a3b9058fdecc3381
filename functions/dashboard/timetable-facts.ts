import { collegeClock, collegeToday } from '#shared/constants/college-time';
import type { FacultySummary, LectureBrief, StudentTimetable } from '#shared/schemas/dashboard';
import type { StudentClass } from '#shared/schemas/student-class';
import type { Lecture, Term } from '#shared/schemas/timetable';
import type { TeachingDayDeps, teachingDay } from '../attendance';
import type { Caller } from '../lib/caller';
import { type ClassDays, classDayOn, type classDaysFrom, type termAndBatch, weekdayOf } from '../timetable';

export interface TimetableDeps {
  readonly termAndBatch: typeof termAndBatch;
  readonly classDaysFrom: typeof classDaysFrom;
}

const DAY_MS = 24 * 3600 * 1000;
const dateAfter = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** A lecture cut down to the fields a dashboard shows (lectureBriefSchema). */
export const brief = (lecture: Lecture): LectureBrief => {
  const { lectureId, date, start, end, subject, room, facultyName, change } = lecture;
  return { lectureId, date, start, end, subject, room, facultyName, ...(change && { change }) };
};

/**
 * A Student's day as their class's (their own batch's practicals only): today's lectures, those
 * cancelled today, and the next one not yet started, today's or a later day's within a week.
 */
export async function studentTimetable(
  studentClass: StudentClass,
  userId: string,
  deps: TimetableDeps,
  now: number = Date.now(),
): Promise<StudentTimetable> {
  const [college, days] = await Promise.all([
    deps.termAndBatch(userId),
    deps.classDaysFrom(studentClass, collegeToday(now)),
  ]);
  return studentDay(studentClass, college, days, now);
}

/** The same from the term, batch and class days the dashboard read once for all its facts. */
export function studentDay(
  studentClass: StudentClass,
  { term, batch }: { readonly term?: Term; readonly batch?: string },
  days: ClassDays,
  now: number,
): StudentTimetable {
  const today = collegeToday(now);
  const mine = (lecture: { readonly batch?: string }) => !batch || !lecture.batch || lecture.batch === batch;
  const dayOn = (date: string) => classDayOn(days, studentClass, term, date);
  const day = dayOn(today);
  const lectures = day.lectures.filter(mine);
  const clock = collegeClock(now);
  let next = lectures.find((lecture) => lecture.start > clock);
  if (!next) {
    // Only the weekdays with weekly slots are looked at: a later day's extra lecture alone is not seen.
    const taught = new Set(days.slots.filter(mine).map((slot) => slot.weekday));
    for (let ahead = 1; ahead <= 7 && !next; ahead++) {
      const date = dateAfter(today, ahead);
      const weekday = weekdayOf(date);
      if (!weekday || !taught.has(weekday)) continue;
      next = dayOn(date).lectures.find(mine);
    }
  }
  return {
    date: today,
    lectures: lectures.map(brief),
    cancelled: day.cancelled.filter(mine).map(brief),
    next: next ? brief(next) : null,
  };
}

/** A Faculty member's today: their lectures, each marked or not, and the last 14 days' unmarked. */
export async function facultyTimetable(
  caller: Caller,
  deps: { readonly teachingDay: typeof teachingDay; readonly teachingDayDeps: TeachingDayDeps },
): Promise<FacultySummary['timetable']> {
  const date = collegeToday();
  const day = await deps.teachingDay(caller, date, deps.teachingDayDeps);
  return {
    date,
    lectures: day.lectures.map((lecture) => ({ ...brief(lecture), marked: lecture.marked })),
    unmarked: day.unmarked.length,
  };
}
