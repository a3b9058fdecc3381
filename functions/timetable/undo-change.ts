import { collegeToday } from '#shared/constants/college-time';
import { TIMETABLE_MESSAGES } from '#shared/constants/timetable-messages';
import type { MessageBody } from '#shared/schemas/account';
import type { Lecture, UndoChange } from '#shared/schemas/timetable';
import { scopes, stampChange } from '../lib/change-stamps';
import { HttpError } from '../lib/http';
import { bookingOfLecture, clashMessage, firstClash } from './clashes';
import { findTerm, isTeachingDay, weekdayOf } from './college';
import { classOwner, commit, type DayItem, keyOf, readDays, withRetries } from './day-items';
import { type Change, changeSchema, dayFrom, lectureOf, ownersOf } from './lectures';
import { findSlot } from './slots';

const busy = () => new HttpError(409, TIMETABLE_MESSAGES.busy);

/**
 * What the Admin is told once the change is gone, by what it was. Attendance is marked only up to
 * today, so only a lecture of today may have records; they stay, and the message says so.
 */
export function undoneMessage(change: Change, today: string): string {
  if (change.kind === 'override' && change.cancelled) return TIMETABLE_MESSAGES.cancellationUndone;
  const done =
    change.kind === 'extra'
      ? TIMETABLE_MESSAGES.extraRemoved
      : change.lecture.change === 'substituted'
        ? TIMETABLE_MESSAGES.substitutionUndone
        : TIMETABLE_MESSAGES.moveUndone;
  return change.lecture.date === today ? `${done} ${TIMETABLE_MESSAGES.marksKept}` : done;
}

/**
 * Removes a one-off change of a date not yet passed (decision 56). The lecture goes back to what
 * the week says (a cancelled, moved or substituted one), or away (an extra one). A lecture coming
 * back is clash-checked against that date's lectures of its class, Faculty member and room, and
 * written on the versions read, as a change is. Attendance already marked for today's lecture is
 * kept: its records name the lecture by id, as it was held, and still count.
 */
export async function undoChange(input: UndoChange): Promise<MessageBody> {
  const { date, changeId } = input;
  const today = collegeToday();
  if (date < today) throw new HttpError(400, TIMETABLE_MESSAGES.changePassed);
  const classKey = { owner: classOwner(input), day: date };
  const found = (await readDays([classKey])).get(keyOf(classKey))?.entries[changeId];
  const change = changeSchema.optional().parse(found);
  if (!change) throw new HttpError(404, TIMETABLE_MESSAGES.noSuchChange);

  const slot = change.kind === 'override' ? await findSlot(change.slotId) : undefined;
  const weekday = weekdayOf(date);
  const term = await findTerm();
  const restored: Lecture | undefined =
    slot && slot.weekday === weekday && isTeachingDay(term, date) ? lectureOf(slot, date) : undefined;
  // Every item the change may be in: the slot's own owners, and those of the lecture it made.
  const owners = [...(slot ? ownersOf(slot) : []), ...ownersOf(change.lecture)];
  const ownerIds = [...new Set([classKey.owner, ...owners.map(({ owner }) => owner)])];

  await withRetries(async () => {
    const items = await readDays([
      ...ownerIds.map((owner) => ({ owner, day: date })),
      ...(restored && weekday ? ownersOf(restored).map(({ owner }) => ({ owner, day: weekday })) : []),
    ]);
    const item = (owner: string, day: string) => items.get(keyOf({ owner, day })) as DayItem;
    if (restored && weekday) {
      for (const { kind, owner, whose } of ownersOf(restored)) {
        const others = dayFrom(whose, date, true, item(owner, weekday), item(owner, date))
          .lectures.filter((l) => l.lectureId !== restored.lectureId)
          .map(bookingOfLecture);
        const other = firstClash(kind, bookingOfLecture(restored), others);
        if (other) throw new HttpError(409, clashMessage(kind, other, restored.room));
      }
    }
    const holding = ownerIds.map((owner) => item(owner, date)).filter((held) => changeId in held.entries);
    return commit(holding.map((held) => ({ item: held, set: { [changeId]: undefined } })));
  }, busy);
  await stampChange(scopes.college);
  return { msg: undoneMessage(change, today) };
}
