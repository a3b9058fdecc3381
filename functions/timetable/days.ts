import type { Role } from '#shared/constants/roles';
import { type Slot, slotSchema, WEEKDAYS } from '#shared/schemas/timetable';
import { findTerm, isTeachingDay, weekdayOf } from './college';
import { classOwner, facultyOwner, keyOf, readDays } from './day-items';
import { type Day, type DayOwner, dayFrom } from './lectures';
import { forBatch, type ReadDeps, studentPlace } from './reads';

/** A user's weekly slots and the days of the dates asked, as ownWeek and ownLectures choose them. */
export interface OwnDays {
  readonly slots: Slot[];
  readonly days: ReadonlyMap<string, Day>;
  /** Each item's version, by weekday or date: it rises on every write (a feed's SEQUENCE). */
  readonly versions: ReadonlyMap<string, number>;
}

/*
 * For a calendar feed (decision 52): the week and many dates in one BatchGet of six weekday items
 * and one item per date, instead of a term and two items per date. Admins and Alumni teach no class.
 */
export async function ownDays(
  user: { readonly userId: string; readonly role: Role },
  dates: readonly string[],
  deps: Pick<ReadDeps, 'accounts'>,
): Promise<OwnDays> {
  let whose: DayOwner;
  let owner: string;
  let batch: string | undefined;
  if (user.role === 'Faculty') {
    whose = { facultyId: user.userId };
    owner = facultyOwner(user.userId);
  } else {
    const place = user.role === 'Student' ? await studentPlace(user, deps) : undefined;
    if (!place) return { slots: [], days: new Map(), versions: new Map() };
    whose = { classOf: place.studentClass };
    owner = classOwner(place.studentClass);
    batch = place.batch;
  }
  const [term, items] = await Promise.all([
    findTerm(),
    readDays([...WEEKDAYS.map((day) => ({ owner, day })), ...dates.map((day) => ({ owner, day }))]),
  ]);
  const item = (day: string) => items.get(keyOf({ owner, day })) ?? { owner, day, version: 0, entries: {} };
  const mine = forBatch(batch);
  const slots = WEEKDAYS.flatMap((day) => Object.values(item(day).entries))
    .map((entry) => slotSchema.parse(entry))
    .filter(mine);
  const days = new Map<string, Day>();
  for (const date of dates) {
    const weekday = weekdayOf(date) ?? 'Sun';
    const day = dayFrom(whose, date, isTeachingDay(term, date), item(weekday), item(date));
    days.set(date, { lectures: day.lectures.filter(mine), cancelled: day.cancelled.filter(mine) });
  }
  const versions = new Map([...WEEKDAYS, ...dates].map((day) => [day, item(day).version]));
  return { slots, days, versions };
}
