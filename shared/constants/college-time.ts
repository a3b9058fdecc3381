/** The college's time zone: its "today" is India's, whatever zone a server's or browser's clock is in. */
export const COLLEGE_TIME_ZONE = 'Asia/Kolkata';

/*
 * India Standard Time is UTC+05:30 all year (no daylight saving since 1945), so the college's date
 * is found by that offset: no Intl time-zone data is loaded where the schemas run in the browser.
 * college-time.test.ts holds it to Intl's Asia/Kolkata.
 */
const COLLEGE_UTC_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The college's date (YYYY-MM-DD) at `now`. */
export function collegeToday(now: number = Date.now()): string {
  return new Date(now + COLLEGE_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

/** The college's clock (HH:MM) at `now`, as timetable slots write their times. */
export function collegeClock(now: number = Date.now()): string {
  return new Date(now + COLLEGE_UTC_OFFSET_MS).toISOString().slice(11, 16);
}

/** The instant (epoch ms) of a college date (YYYY-MM-DD) and clock (HH:MM). */
export function collegeInstant(date: string, clock = '00:00'): number {
  return Date.parse(`${date}T${clock}:00.000Z`) - COLLEGE_UTC_OFFSET_MS;
}
