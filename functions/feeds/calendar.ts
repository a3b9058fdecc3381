import { TZDate } from '@date-fns/tz';
import ical, { ICalEventRepeatingFreq } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { COLLEGE_TIME_ZONE } from '#shared/constants/college-time';
import type { Lecture, Slot, Term } from '#shared/schemas/timetable';
import type { OwnDays } from '../timetable';

/*
 * A user's iCalendar feed (RFC 5545, decision 52): one event per weekly slot repeating weekly until
 * the term's last day, its holidays and cancelled dates excluded, a moved or substituted lecture as
 * an override of its date (RECURRENCE-ID), extra lectures as single events, and the holidays as
 * all-day events. Times are the college's, with its VTIMEZONE.
 */

const WEEKDAY_INDEX = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 } as const;

/*
 * A wall-clock time of the college. ical-generator writes a plain Date in the server's own zone;
 * a TZDate carries the college's, so DTSTART reads 09:00 with TZID=Asia/Kolkata wherever it runs.
 */
const at = (date: string, time: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return new TZDate(y, m - 1, d, hh, mm, COLLEGE_TIME_ZONE);
};

/** The date (YYYY-MM-DD) `days` after `date` (before it when negative). */
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The first date on or after `from` that falls on the weekday. */
export function firstOn(from: string, weekday: Slot['weekday']): string {
  const shift = (WEEKDAY_INDEX[weekday] - new Date(`${from}T00:00:00Z`).getUTCDay() + 7) % 7;
  return addDays(from, shift);
}

export interface FeedInput {
  readonly term: Term | undefined;
  readonly own: OwnDays;
  /** Where each room is (Rooms' location), by code. */
  readonly places: ReadonlyMap<string, string>;
  readonly calendarName: string;
}

const title = (lecture: Pick<Lecture, 'subject' | 'type' | 'batch'>) =>
  `${lecture.subject} (${lecture.type}${lecture.batch ? `, batch ${lecture.batch}` : ''})`;

export function feedText({ term, own, places, calendarName }: FeedInput): string {
  const calendar = ical({
    name: calendarName,
    prodId: { company: 'Campus', product: 'Timetable', language: 'EN' },
    /*
     * No calendar-wide zone: ical-generator writes UNTIL in it, and RFC 5545 wants UNTIL in UTC
     * when DTSTART has a TZID. Each event names the college's zone; the generator writes its VTIMEZONE.
     */
    timezone: { name: null, generator: (zone) => tzlib_get_ical_block(zone)[0] ?? null },
  });
  if (!term) return calendar.toString();
  const where = (room: string) => (places.get(room) ? `${room}, ${places.get(room)}` : room);
  const lectureEvent = (lecture: Lecture, uid: string, sequence: number) =>
    calendar.createEvent({
      id: uid,
      sequence,
      start: at(lecture.date, lecture.start),
      end: at(lecture.date, lecture.end),
      timezone: COLLEGE_TIME_ZONE,
      summary: title(lecture),
      description: `${lecture.branch} ${lecture.year} ${lecture.division} · ${lecture.facultyName}`,
      location: where(lecture.room),
    });
  for (const slot of own.slots) {
    const first = firstOn(term.firstDay, slot.weekday);
    if (first > term.lastDay) continue;
    const uid = `${slot.slotId}@campus`;
    const dated = [...own.days].filter(
      ([date]) => date >= first && date <= term.lastDay && firstOn(date, slot.weekday) === date,
    );
    const given = dated.map(([date, day]) => ({
      date,
      lecture: day.lectures.find((one) => one.slotId === slot.slotId),
    }));
    // Cancelled, handed to another Faculty member, or a holiday: that date is not this user's.
    const holidays = term.holidays.map((h) => h.date).filter((date) => firstOn(date, slot.weekday) === date);
    const absent = new Set([...holidays, ...given.filter((one) => !one.lecture).map((one) => one.date)]);
    const changed = given.flatMap((one) => (one.lecture?.change ? [one.lecture] : []));
    const sequence = own.versions.get(slot.weekday) ?? 0;
    const series = lectureEvent({ ...slot, date: first, lectureId: uid }, uid, sequence);
    series.repeating({
      freq: ICalEventRepeatingFreq.WEEKLY,
      until: at(term.lastDay, '23:59'),
      // An empty list would still write an empty EXDATE.
      ...(absent.size > 0 && { exclude: [...absent].sort().map((date) => at(date, slot.start)) }),
    });
    for (const lecture of changed)
      lectureEvent(lecture, uid, own.versions.get(lecture.date) ?? 0).recurrenceId(
        at(lecture.date, slot.start),
      );
  }
  // Extra lectures, and lectures given to this user that are not among their weekly slots.
  const ownSlots = new Set(own.slots.map((slot) => slot.slotId));
  for (const day of own.days.values())
    for (const lecture of day.lectures)
      if (lecture.change && !(lecture.slotId && ownSlots.has(lecture.slotId)))
        lectureEvent(lecture, `${lecture.lectureId}@campus`, own.versions.get(lecture.date) ?? 0);
  for (const holiday of term.holidays)
    calendar.createEvent({
      id: `holiday-${holiday.date}@campus`,
      // A date, not a time: written in UTC (no calendar-wide zone), so midnight UTC is that date.
      start: new Date(`${holiday.date}T00:00:00Z`),
      allDay: true,
      summary: holiday.name,
    });
  return calendar.toString();
}
