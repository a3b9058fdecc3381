import { collegeToday } from '#shared/constants/college-time';
import { TIMETABLE_MESSAGES } from '#shared/constants/timetable-messages';
import type { MessageBody } from '#shared/schemas/account';
import { type Slot, type SlotInput, type SlotUpdate, slotSchema } from '#shared/schemas/timetable';
import { scopes, stampChange } from '../lib/change-stamps';
import { HttpError } from '../lib/http';
import { bookingOfSlot, clashMessage, firstClash } from './clashes';
import { type findPeriods, findTerm } from './college';
import { datedClash, datedItemsBetween } from './dated-clashes';
import { classOwner, commit, type DayChange, type DayItem, keyOf, readDays, withRetries } from './day-items';
import { ownersOf } from './lectures';
import { checkLecture, checkWithinDay, newSlotId, type SlotCheckDeps, slotPlace } from './slot-checks';

export type SlotDeps = SlotCheckDeps & { readonly findPeriods: typeof findPeriods };

const busy = () => new HttpError(409, TIMETABLE_MESSAGES.busy);

const slotsIn = (item: DayItem) => Object.values(item.entries).map((entry) => slotSchema.parse(entry));

/*
 * Stores `next` in place of `previous` (either may be absent): reads the items of both, refuses a
 * clash of `next` with any other slot there, and commits on the versions read; a write that raced
 * it makes it read and check again.
 */
async function replaceSlot(previous: Slot | undefined, next: Slot | undefined): Promise<void> {
  const slotId = (next ?? previous)?.slotId ?? '';
  await withRetries(async () => {
    const keys = [previous, next].flatMap((slot) =>
      slot ? ownersOf(slot).map(({ owner }) => ({ owner, day: slot.weekday })) : [],
    );
    const items = await readDays(keys);
    const item = (owner: string, day: string) => items.get(keyOf({ owner, day })) as DayItem;
    if (next) {
      for (const { kind, owner } of ownersOf(next)) {
        const other = firstClash(
          kind,
          bookingOfSlot(next),
          slotsIn(item(owner, next.weekday)).map(bookingOfSlot),
        );
        if (other) throw new HttpError(409, clashMessage(kind, other, next.room));
      }
      await checkDatedChanges(next);
    }
    const changes = new Map<string, DayChange>();
    for (const slot of [previous, next]) {
      for (const { owner } of slot ? ownersOf(slot) : []) {
        const read = item(owner, slot?.weekday ?? '');
        const inNext = next && ownersOf(next).some((o) => o.owner === owner) && next.weekday === read.day;
        changes.set(keyOf(read), { item: read, set: { [slotId]: inNext ? next : undefined } });
      }
    }
    return commit([...changes.values()]);
  }, busy);
  // A class's week is the college's; a weekday's first or last slot may turn its class's marker
  // of "no timetable" (class-summary.ts), which is the Admin's (decision 64).
  await stampChange(scopes.college, scopes.admin);
}

/*
 * The slot against its owners' dated changes for the rest of the term: three queries of their date
 * items. A one-off change puts the weekday items it meets (changes.ts), so a change racing this
 * write makes one of the two read again.
 */
async function checkDatedChanges(slot: Slot): Promise<void> {
  const term = await findTerm();
  if (!term) return;
  const today = collegeToday();
  const from = today > term.firstDay ? today : term.firstDay;
  const owners = ownersOf(slot);
  const dated = await Promise.all(owners.map(({ owner }) => datedItemsBetween(owner, from, term.lastDay)));
  owners.forEach(({ kind, whose }, at) => {
    const other = datedClash(kind, whose, slot, dated[at] ?? [], term, today);
    if (other) throw new HttpError(409, clashMessage(kind, other, slot.room));
  });
}

async function checked(input: SlotInput, slotId: string, deps: SlotDeps): Promise<Slot> {
  checkWithinDay(await deps.findPeriods(), input);
  const facultyName = await checkLecture(input, deps);
  return slotSchema.parse({ ...input, slotId, facultyName });
}

/** Adds a weekly slot to a class's timetable, unless it clashes (409, naming the other slot). */
export async function createSlot(input: SlotInput, deps: SlotDeps): Promise<MessageBody & { slot: Slot }> {
  const slot = await checked(input, newSlotId(input, input.weekday), deps);
  await replaceSlot(undefined, slot);
  return { msg: TIMETABLE_MESSAGES.slotSaved, slot };
}

/** The stored slot of an id (its class's weekday item), or undefined. */
export async function findSlot(slotId: string): Promise<Slot | undefined> {
  const place = slotPlace(slotId);
  if (!place) return undefined;
  const key = { owner: classOwner(place.studentClass), day: place.weekday };
  const entry = (await readDays([key])).get(keyOf(key))?.entries[slotId];
  return entry ? slotSchema.parse(entry) : undefined;
}

/** Changes a slot's times, subject, type, Faculty member, room or batch; its class and weekday stay. */
export async function updateSlot(
  slotId: string,
  update: SlotUpdate,
  deps: SlotDeps,
): Promise<MessageBody & { slot: Slot }> {
  const previous = await findSlot(slotId);
  if (!previous) throw new HttpError(404, TIMETABLE_MESSAGES.noSuchSlot);
  const { branch, year, division, weekday } = previous;
  const slot = await checked({ branch, year, division, weekday, ...update }, slotId, deps);
  await replaceSlot(previous, slot);
  return { msg: TIMETABLE_MESSAGES.slotSaved, slot };
}

export async function deleteSlot(slotId: string): Promise<MessageBody> {
  const previous = await findSlot(slotId);
  if (!previous) throw new HttpError(404, TIMETABLE_MESSAGES.noSuchSlot);
  await replaceSlot(previous, undefined);
  return { msg: TIMETABLE_MESSAGES.slotDeleted };
}
