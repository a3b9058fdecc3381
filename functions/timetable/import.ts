import { collegeToday } from '#shared/constants/college-time';
import { TIMETABLE_MESSAGES } from '#shared/constants/timetable-messages';
import { type Slot, slotSchema, type TimetableImport, WEEKDAYS } from '#shared/schemas/timetable';
import { type accounts, displayName } from '../accounts';
import { eachLimited } from '../lib/each-limited';
import { HttpError } from '../lib/http';
import type { findRoom } from '../rooms';
import { type Booking, bookingOfSlot, clashMessage, firstClash, type OwnerKind } from './clashes';
import { type findPeriods, findTerm } from './college';
import { datedClash, datedItemsBetween } from './dated-clashes';
import { classOwner, commit, type DayItem, type DayKey, keyOf, readDays } from './day-items';
import { type Refusal, readTimetable } from './import-rows';
import { ownersOf } from './lectures';
import { newSlotId, teaches } from './slot-checks';

export interface ImportDeps {
  readonly accounts: Pick<typeof accounts, 'findByLogins'>;
  readonly findRoom: typeof findRoom;
  readonly classesOf: Parameters<typeof teaches>[2]['classesOf'];
  readonly findPeriods: typeof findPeriods;
}

const slotsOf = (item: DayItem | undefined) =>
  Object.values(item?.entries ?? {}).map((e) => slotSchema.parse(e));
/* A slot imported again keeps its id (so its lectures' ids stay): same class, weekday, times, subject, type, batch. */
const sameSlot = (a: Slot, b: Omit<Slot, 'slotId'>) =>
  a.start === b.start &&
  a.end === b.end &&
  a.subject === b.subject &&
  a.type === b.type &&
  a.batch === b.batch;

/* Each row's Faculty member (by email, a Faculty account assigned the class and subject) and room. */
async function resolved(
  rows: Extract<ReturnType<typeof readTimetable>, { rows: unknown }>,
  deps: ImportDeps,
) {
  const faculty = new Map(
    (await deps.accounts.findByLogins(rows.rows.map((r) => r.email))).map((a) => [a.login, a]),
  );
  const rooms = new Set<string>();
  await eachLimited([...new Set(rows.rows.map((r) => r.slot.room))], 16, async (code) => {
    if (await deps.findRoom(code)) rooms.add(code);
  });
  const taughtBy = new Map<string, Awaited<ReturnType<ImportDeps['classesOf']>>>();
  await eachLimited([...new Set([...faculty.values()].map((a) => a.userId))], 16, async (id) => {
    taughtBy.set(id, await deps.classesOf(id));
  });
  const classesOf = async (id: string) => taughtBy.get(id) ?? [];
  const refusals: Refusal[] = [...rows.refusals];
  const slots: { row: number; slot: Omit<Slot, 'slotId'> }[] = [];
  for (const { row, email, slot } of rows.rows) {
    const account = faculty.get(email);
    if (account?.role !== 'Faculty')
      refusals.push({ row, reason: `no Faculty member has the email ${email}` });
    else if (!rooms.has(slot.room)) refusals.push({ row, reason: `no room ${slot.room}` });
    else if (!(await teaches(account.userId, slot, { classesOf })))
      refusals.push({
        row,
        reason: `${email} is not assigned to ${slot.branch} ${slot.year} ${slot.division}, ${slot.subject}`,
      });
    else slots.push({ row, slot: { ...slot, facultyId: account.userId, facultyName: displayName(account) } });
  }
  return { refusals, slots };
}

/*
 * The dated changes of every owner the file's slots name, for the rest of the term: one query an
 * owner (a few hundred for a whole college), so each row is then checked in memory (decision 56).
 */
async function datedOfOwners(slots: readonly Omit<Slot, 'slotId'>[]) {
  const term = await findTerm();
  const today = collegeToday();
  const from = term && today > term.firstDay ? today : (term?.firstDay ?? today);
  const owners = [...new Set(slots.flatMap((slot) => ownersOf(slot).map(({ owner }) => owner)))];
  const read = term
    ? await eachLimited(owners, 16, (owner) => datedItemsBetween(owner, from, term.lastDay))
    : [];
  const byOwner = new Map(owners.map((owner, at) => [owner, read[at] ?? []]));
  return {
    clashOf: (slot: Slot): { kind: OwnerKind; other: Booking } | undefined => {
      for (const { kind, owner, whose } of ownersOf(slot)) {
        const other = datedClash(kind, whose, slot, byOwner.get(owner) ?? [], term, today);
        if (other) return { kind, other };
      }
      return undefined;
    },
  };
}

/**
 * Imports a whole timetable from a CSV file (decision 46; its worker, decision 50): every row is
 * checked (cells, Faculty, room, clashes among the rows and with what is stored) before anything is
 * stored; a class in the file has its stored week replaced by the file's. Importing again updates,
 * and so does a try run again after one that stopped part way.
 */
export async function importTimetable(bytes: Uint8Array, deps: ImportDeps): Promise<TimetableImport> {
  const read = readTimetable(bytes, await deps.findPeriods());
  if ('error' in read) return { status: 'refused', message: read.error, rows: 0, classes: 0, refusals: [] };
  const { refusals, slots } = await resolved(read, deps);
  const classes = new Set(slots.map(({ slot }) => classOwner(slot)));
  const classKeys: DayKey[] = [...classes].flatMap((owner) => WEEKDAYS.map((day) => ({ owner, day })));
  const storedClasses = await readDays(classKeys);
  const leaving = [...storedClasses.values()].flatMap(slotsOf);
  const ownerKeys = [...slots.map(({ slot }) => slot), ...leaving].flatMap((slot) =>
    ownersOf(slot as Slot).map(({ owner }) => ({ owner, day: slot.weekday })),
  );
  const items = new Map([...storedClasses, ...(await readDays(ownerKeys))]);
  const dated = await datedOfOwners(slots.map(({ slot }) => slot));
  // What stays of each item: entries of classes the file does not name.
  const next = new Map<string, Map<string, Slot>>();
  const entriesOf = (key: DayKey) => {
    let kept = next.get(keyOf(key));
    if (!kept) {
      kept = new Map(
        slotsOf(items.get(keyOf(key)))
          .filter((s) => !classes.has(classOwner(s)))
          .map((s) => [s.slotId, s]),
      );
      next.set(keyOf(key), kept);
    }
    return kept;
  };
  const rowOf = new Map<string, number>();
  for (const { row, slot: fields } of slots) {
    const reused = slotsOf(storedClasses.get(keyOf({ owner: classOwner(fields), day: fields.weekday }))).find(
      (s) => sameSlot(s, fields),
    );
    let slotId = reused?.slotId ?? newSlotId(fields, fields.weekday);
    if (rowOf.has(slotId)) slotId = newSlotId(fields, fields.weekday);
    const slot: Slot = { ...fields, slotId };
    const clash =
      ownersOf(slot)
        .map(({ kind, owner }) => ({
          kind,
          other: firstClash(
            kind,
            bookingOfSlot(slot),
            [...entriesOf({ owner, day: slot.weekday }).values()].map(bookingOfSlot),
          ),
        }))
        .find((found): found is { kind: OwnerKind; other: Booking } => found.other !== undefined) ??
      dated.clashOf(slot);
    if (clash) {
      const other = rowOf.get(clash.other.id);
      const message = clashMessage(clash.kind, clash.other, slot.room);
      refusals.push({ row, reason: other ? `${message.slice(0, -1)} (row ${other}).` : message });
      continue;
    }
    rowOf.set(slotId, row);
    for (const { owner } of ownersOf(slot)) entriesOf({ owner, day: slot.weekday }).set(slotId, slot);
  }
  for (const key of classKeys) entriesOf(key);
  for (const slot of leaving) for (const { owner } of ownersOf(slot)) entriesOf({ owner, day: slot.weekday });
  const counted = { rows: read.filled, classes: classes.size };
  if (refusals.length > 0) {
    refusals.sort((a, b) => a.row - b.row);
    return { status: 'refused', message: 'Nothing was stored: some rows are refused.', ...counted, refusals };
  }
  const changes = [...next].map(([key, entries]) => {
    const item = items.get(key) as DayItem;
    const set: Record<string, unknown> = Object.fromEntries(
      Object.keys(item.entries).map((id) => [id, undefined]),
    );
    for (const [id, slot] of entries) set[id] = slot;
    return { item, set };
  });
  const landed = await eachLimited(changes, 16, (change) => commit([change]));
  if (landed.includes(false)) throw new HttpError(409, TIMETABLE_MESSAGES.busy);
  return { status: 'completed', message: 'The timetable is imported.', ...counted, refusals: [] };
}
