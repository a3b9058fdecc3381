import {
  type Lecture,
  type Periods,
  type Slot,
  type Term,
  WEEKDAYS,
  type Weekday,
} from '#shared/schemas/timetable';

/* Pure helpers of the Time Table views: what is next, where a slot sits, which day comes next. */

const byTime = (a: { start: string; end: string }, b: { start: string; end: string }) =>
  a.start.localeCompare(b.start) || a.end.localeCompare(b.end);

/** A line of today's list: a lecture held, or one cancelled for today only. */
export type TodayItem = { lecture: Lecture; cancelled: boolean };

/** Today's lectures and cancellations in the order they run. */
export function todayInOrder(lectures: Lecture[], cancelled: Lecture[]): TodayItem[] {
  return [
    ...lectures.map((lecture) => ({ lecture, cancelled: false })),
    ...cancelled.map((lecture) => ({ lecture, cancelled: true })),
  ].sort((a, b) => byTime(a.lecture, b.lecture));
}

/** The lecture on now or next (not a cancelled one): the first held that has not ended by `now` (HH:MM). */
export function nextLectureId(items: TodayItem[], now: string): string | undefined {
  return items.find((item) => !item.cancelled && item.lecture.end > now)?.lecture.lectureId;
}

/** Where a slot sits in the grid: the first period it overlaps (a slot always lies within the day). */
export function periodIndexOf(periods: Periods['periods'], slot: { start: string; end: string }): number {
  const at = periods.findIndex((period) => slot.start < period.end && period.start < slot.end);
  return at === -1 ? periods.length - 1 : at;
}

/** The week's slots by weekday, each day in time order; only the days that have any. */
export function slotsByDay(slots: Slot[]): [Weekday, Slot[]][] {
  return WEEKDAYS.map((day): [Weekday, Slot[]] => [
    day,
    slots.filter((s) => s.weekday === day).sort(byTime),
  ]).filter(([, list]) => list.length > 0);
}

const WEEKDAY_OF_UTC = [undefined, 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const dayAfter = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
export const weekdayOfDate = (date: string): Weekday | undefined =>
  WEEKDAY_OF_UTC[new Date(`${date}T00:00:00Z`).getUTCDay()];

/**
 * The next teaching date after `today` whose weekday has a slot, within a fortnight: holidays and
 * the days out of term are skipped when the term is known. One-off changes are the date's own read.
 */
export function nextTeachingDate(today: string, slots: Slot[], term: Term | undefined): string | undefined {
  const holidays = new Set(term?.holidays.map((holiday) => holiday.date));
  for (let days = 1; days <= 14; days++) {
    const date = dayAfter(today, days);
    if (term && (date < term.firstDay || date > term.lastDay || holidays.has(date))) continue;
    const weekday = weekdayOfDate(date);
    if (weekday && slots.some((slot) => slot.weekday === weekday)) return date;
  }
  return undefined;
}

/** A date as the college reads it: "Wednesday, 2 December". */
export const longDate = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-IN', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });

export const WEEKDAY_NAMES: Record<Weekday, string> = {
  Mon: 'Monday',
  Tue: 'Tuesday',
  Wed: 'Wednesday',
  Thu: 'Thursday',
  Fri: 'Friday',
  Sat: 'Saturday',
};
