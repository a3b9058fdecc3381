import * as z from 'zod';
import type { Slot, Term } from '#shared/schemas/timetable';
import { tableName } from '../lib/env';
import { queryPage } from '../lib/query-page';
import { type Booking, bookingOfLecture, bookingOfSlot, firstClash, type OwnerKind } from './clashes';
import { isTeachingDay, weekdayOf } from './college';
import type { DayItem } from './day-items';
import { changeSchema, type DayOwner, involves } from './lectures';

/*
 * A weekly slot against the dated changes of its owners (decision 56): the extra lectures, moved
 * lectures and substitutions already placed on the dates of its weekday for the rest of the term.
 */

const datedSchema = z.object({
  owner: z.string(),
  day: z.string(),
  version: z.number(),
  entries: z.record(z.string(), z.unknown()),
});

/**
 * An owner's date items between two dates: one query of its partition. Dates sort before the
 * weekday items (`Mon`…`Sat`), and only dates with a change are stored, so the read grows with the
 * owner's changes this term, never with the college.
 */
export async function datedItemsBetween(owner: string, from: string, to: string): Promise<DayItem[]> {
  if (from > to) return [];
  const { items } = await queryPage({
    table: tableName('timetable'),
    partition: owner,
    sort: { between: [from, to] },
    consistent: true,
    item: datedSchema,
  });
  return items;
}

/**
 * The first dated lecture the slot would meet on a teaching day of its weekday from `today`: an
 * extra lecture, or a lecture moved or given to the owner. The slot's own changes do not count (it
 * is what they change), nor cancellations (nothing is held).
 */
export function datedClash(
  kind: OwnerKind,
  whose: DayOwner,
  slot: Slot,
  dated: readonly DayItem[],
  term: Term | undefined,
  today: string,
): Booking | undefined {
  const mine = involves(whose);
  for (const item of dated) {
    const date = item.day;
    if (date < today || weekdayOf(date) !== slot.weekday || !isTeachingDay(term, date)) continue;
    const others = Object.values(item.entries)
      .map((entry) => changeSchema.parse(entry))
      .filter((change) => change.kind === 'extra' || (!change.cancelled && change.slotId !== slot.slotId))
      .map((change) => change.lecture)
      .filter(mine)
      .map(bookingOfLecture);
    const other = firstClash(kind, { ...bookingOfSlot(slot), when: date }, others);
    if (other) return other;
  }
  return undefined;
}
