const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * An article's day (`YYYY-MM-DD`) in English words, as Intl.DateTimeFormat('en', { dateStyle })
 * writes it: `medium` "Oct 2, 2026", `long` "October 2, 2026". Not Intl itself: a page's first
 * Intl.DateTimeFormat loads the locale's and time zones' data, one long task on a phone (decision
 * 37 has the timings). Made when the home page's code loaded, it held up every page
 * (its code is in every page's start), and made while hydrating, the home page. A day is the same
 * in every time zone, so nothing of the visitor's is read.
 */
export function articleDate(day: string, style: 'medium' | 'long'): string {
  const [year, month, date] = day.split('-').map(Number);
  const name = MONTHS[(month ?? 1) - 1] ?? '';
  return `${style === 'medium' ? name.slice(0, 3) : name} ${date}, ${year}`;
}
