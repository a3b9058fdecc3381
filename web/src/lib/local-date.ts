/* The college's clock is the browser's: a date or time in its time zone, never UTC's. */
const pad = (value: number) => String(value).padStart(2, '0');

/** Today in the browser's time zone (the college's), as YYYY-MM-DD: not UTC's date. */
export function localToday(now = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Now in the browser's time zone, as HH:MM (as the timetable's times are written). */
export function localTime(now = new Date()): string {
  return `${pad(now.getHours())}:${pad(now.getMinutes())}`;
}
