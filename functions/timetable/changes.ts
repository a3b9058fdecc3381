import { TIMETABLE_MESSAGES } from '#shared/constants/timetable-messages';
import type { Lecture, OneOff } from '#shared/schemas/timetable';
import type { Caller } from '../lib/caller';
import { scopes, stampChange } from '../lib/change-stamps';
import { HttpError } from '../lib/http';
import { bookingOfLecture, clashMessage, firstClash } from './clashes';
import { findTerm, isTeachingDay, weekdayOf } from './college';
import { classOwner, commit, type DayItem, keyOf, readDays, withRetries } from './day-items';
import { type Change, changeSchema, dayFrom, lectureOf, ownersOf } from './lectures';
import { checkLecture, checkWithinDay, facultyName, teaches } from './slot-checks';
import { findSlot, type SlotDeps } from './slots';

const busy = () => new HttpError(409, TIMETABLE_MESSAGES.busy);
/* The change a one-off makes, and the lecture as it was before it (a slot's or an earlier change's). */
async function planned(
  input: OneOff,
  caller: Caller,
  deps: SlotDeps,
): Promise<{ change: Change; before?: Lecture }> {
  if (input.kind === 'extra') {
    const { kind: _, ...fields } = input;
    if (
      caller.role !== 'Admin' &&
      (fields.facultyId !== caller.userId || !(await teaches(caller.userId, fields, deps)))
    )
      throw new HttpError(403, TIMETABLE_MESSAGES.notYourLecture);
    checkWithinDay(await deps.findPeriods(), fields);
    const name = await checkLecture(fields, deps);
    const lectureId = `x-${crypto.randomUUID()}`;
    const lecture: Lecture = { ...fields, facultyName: name, lectureId, date: fields.date, change: 'extra' };
    return { change: { kind: 'extra', lecture } };
  }
  if (caller.role !== 'Admin') throw new HttpError(403, TIMETABLE_MESSAGES.onlyExtra);
  const slot = await findSlot(input.slotId);
  if (!slot || slot.weekday !== weekdayOf(input.date) || !isTeachingDay(await findTerm(), input.date))
    throw new HttpError(404, TIMETABLE_MESSAGES.noSuchLecture);
  const dated = (await readDays([{ owner: classOwner(slot), day: input.date }])).get(
    keyOf({ owner: classOwner(slot), day: input.date }),
  );
  const earlier = changeSchema.optional().parse(dated?.entries[slot.slotId]);
  const before = earlier?.lecture ?? lectureOf(slot, input.date);
  if (input.kind === 'cancel')
    return { change: { kind: 'override', slotId: slot.slotId, cancelled: true, lecture: before }, before };
  let lecture: Lecture;
  if (input.kind === 'move') {
    lecture = {
      ...before,
      room: input.room ?? before.room,
      start: input.start ?? before.start,
      end: input.end ?? before.end,
      change: 'moved',
    };
    if (lecture.start >= lecture.end) throw new HttpError(400, 'start must be before end');
    checkWithinDay(await deps.findPeriods(), lecture);
    if (!(await deps.findRoom(lecture.room))) throw new HttpError(400, TIMETABLE_MESSAGES.noSuchRoom);
  } else {
    lecture = {
      ...before,
      facultyId: input.facultyId,
      facultyName: await facultyName(input.facultyId, deps),
      change: 'substituted',
    };
  }
  return { change: { kind: 'override', slotId: slot.slotId, cancelled: false, lecture }, before };
}

/**
 * A one-off change for a date (decision 46): cancel, move or substitute a weekly slot's lecture (an
 * Admin), or add an extra lecture (an Admin; a Faculty member of a class and subject they teach).
 * Checked against that date's lectures of the class, the Faculty member and the room.
 */
export async function addChange(
  input: OneOff,
  caller: Caller,
  deps: SlotDeps,
): Promise<{ msg: string; lecture?: Lecture }> {
  const { change, before } = await planned(input, caller, deps);
  const { date } = change.lecture;
  const id = change.kind === 'override' ? change.slotId : change.lecture.lectureId;
  const after = ownersOf(change.lecture);
  const books = !(change.kind === 'override' && change.cancelled);
  await withRetries(async () => {
    const weekday = weekdayOf(date) ?? 'Sun';
    const taught = isTeachingDay(await findTerm(), date);
    const touched = [...after, ...(before ? ownersOf(before) : [])];
    const items = await readDays(
      touched.flatMap(({ owner }) => [
        { owner, day: date },
        { owner, day: weekday },
      ]),
    );
    const item = (owner: string, day: string) => items.get(keyOf({ owner, day })) as DayItem;
    if (books) {
      for (const { kind, owner, whose } of after) {
        const day = dayFrom(whose, date, taught, item(owner, weekday), item(owner, date));
        const others = day.lectures
          .filter((l) => l.lectureId !== change.lecture.lectureId)
          .map(bookingOfLecture);
        const other = firstClash(kind, bookingOfLecture(change.lecture), others);
        if (other) throw new HttpError(409, clashMessage(kind, other, change.lecture.room));
      }
    }
    const owners = [...new Set(touched.map(({ owner }) => owner))];
    const dated = owners.map((owner) => ({ item: item(owner, date), set: { [id]: change } }));
    // A lecture placed on the date puts its owners' weekday items too, unchanged but one version
    // on: a weekly slot written meanwhile (which checks this date's changes) then reads again.
    const weekly = books && taught ? after.map(({ owner }) => ({ item: item(owner, weekday), set: {} })) : [];
    return commit([...dated, ...weekly]);
  }, busy);
  // A date's lecture of a class is the college's (decision 64); the weekly slots stay as they were.
  await stampChange(scopes.college);
  return {
    msg: TIMETABLE_MESSAGES.changeSaved,
    ...(books && { lecture: change.lecture }),
  };
}
