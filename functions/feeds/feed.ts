import { COLLEGE_TIME_ZONE, collegeToday } from '#shared/constants/college-time';
import { FEED_TOKEN_PATTERN } from '#shared/schemas/feeds';
import { findByUserId } from '../accounts';
import { HttpError } from '../lib/http';
import { type RateLimit, takeAttempt } from '../lib/rate-limit';
import { findRoom } from '../rooms';
import { findTerm, ownDays } from '../timetable';
import { addDays, feedText } from './calendar';
import { hashOf, userOfToken } from './repository';

/*
 * Calendar apps fetch a feed every few hours; one token is counted, not one address (a campus
 * answers from one NAT address), so a leaked address cannot be used to load the tables.
 */
export const FEED_LIMIT: RateLimit = { name: 'feed:token', limit: 60, windowSeconds: 60 * 60 };

/*
 * The dates whose one-off changes a feed carries: a week back and nine ahead (at most 71 dates
 * in one BatchGet, whatever the term's length); later changes appear as the window reaches them.
 */
const WINDOW = { back: 7, ahead: 63 };

export function windowDates(today: string, term: { firstDay: string; lastDay: string }): string[] {
  const dates: string[] = [];
  for (let day = -WINDOW.back; day <= WINDOW.ahead; day++) {
    const date = addDays(today, day);
    if (date >= term.firstDay && date <= term.lastDay) dates.push(date);
  }
  return dates;
}

const notFound = () => new HttpError(404, 'Not found');

/** The feed a token opens: its user's timetable and the term's holidays. */
export async function calendarFeed(token: string): Promise<string> {
  if (!FEED_TOKEN_PATTERN.test(token)) throw notFound();
  if (!(await takeAttempt(FEED_LIMIT, hashOf(token))))
    throw new HttpError(429, 'Too many requests for this calendar. Please try again later.');
  const userId = await userOfToken(token);
  const account = userId ? await findByUserId(userId) : undefined;
  if (!userId || account?.status !== 'active') throw notFound();
  const term = await findTerm();
  const dates = term ? windowDates(collegeToday(), term) : [];
  const own = await ownDays({ userId, role: account.role }, dates, { accounts: { findByUserId } });
  const rooms = new Set(
    [...own.slots, ...[...own.days.values()].flatMap((day) => day.lectures)].map((l) => l.room),
  );
  const places = new Map<string, string>();
  await Promise.all(
    [...rooms].map(async (code) => {
      const room = await findRoom(code);
      if (room) places.set(code, room.location);
    }),
  );
  return feedText({ term, own, places, calendarName: `Campus timetable (${COLLEGE_TIME_ZONE})` });
}
