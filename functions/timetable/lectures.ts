import * as z from 'zod';
import type { StudentClass } from '#shared/schemas/student-class';
import { classKey } from '#shared/schemas/student-class';
import { type Lecture, lectureSchema, type Slot, slotSchema } from '#shared/schemas/timetable';
import { findTerm, isTeachingDay, weekdayOf } from './college';
import { classOwner, type DayItem, facultyOwner, keyOf, readDays, roomOwner } from './day-items';

/*
 * A date's lectures (decision 46): the weekly slots of its weekday when it is a teaching day of the
 * term, minus cancellations, with moves and substitutions applied, plus extra lectures. A one-off
 * change is stored in the date item of every owner it touches (the class, the Faculty members and
 * rooms before and after), so one owner's day is two items.
 */

/** A change of a weekly slot on a date (its id is the slot's), or an extra lecture (its own id). */
export const changeSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('override'),
    slotId: z.string(),
    cancelled: z.boolean(),
    lecture: lectureSchema,
  }),
  z.object({ kind: z.literal('extra'), lecture: lectureSchema }),
]);
export type Change = z.infer<typeof changeSchema>;

/** Whose day: a class, a Faculty member or a room. */
export type DayOwner =
  | { readonly classOf: StudentClass }
  | { readonly facultyId: string }
  | { readonly room: string };

export const ownerKey = (whose: DayOwner) =>
  'classOf' in whose
    ? classOwner(whose.classOf)
    : 'facultyId' in whose
      ? facultyOwner(whose.facultyId)
      : roomOwner(whose.room);

/** The three owners a slot or a lecture lives in: its class, its Faculty member and its room. */
export const ownersOf = (booked: StudentClass & { readonly facultyId: string; readonly room: string }) =>
  [
    { kind: 'class', owner: classOwner(booked), whose: { classOf: booked } },
    { kind: 'faculty', owner: facultyOwner(booked.facultyId), whose: { facultyId: booked.facultyId } },
    { kind: 'room', owner: roomOwner(booked.room), whose: { room: booked.room } },
  ] as const;

/** Whether a lecture is one of the owner's: its class, its Faculty member or its room. */
export const involves = (whose: DayOwner) => (lecture: Lecture) =>
  'classOf' in whose
    ? classKey(lecture) === classKey(whose.classOf)
    : 'facultyId' in whose
      ? lecture.facultyId === whose.facultyId
      : lecture.room === whose.room;

/** A weekly slot as a lecture on the date: id `slotId#date`, stable for attendance and feeds. */
export function lectureOf(slot: Slot, date: string): Lecture {
  const { slotId, weekday: _, ...rest } = slot;
  return { ...rest, slotId, lectureId: `${slotId}#${date}`, date };
}

export interface Day {
  readonly lectures: Lecture[];
  readonly cancelled: Lecture[];
}

/** The day from its two items (the weekday's slots when taught, and the date's changes). */
export function dayFrom(whose: DayOwner, date: string, taught: boolean, week: DayItem, dated: DayItem): Day {
  const mine = involves(whose);
  const changes = Object.values(dated.entries).map((entry) => changeSchema.parse(entry));
  const overrides = new Map(changes.flatMap((c) => (c.kind === 'override' ? [[c.slotId, c] as const] : [])));
  const lectures: Lecture[] = [];
  const cancelled: Lecture[] = [];
  const slots = taught ? Object.values(week.entries).map((entry) => slotSchema.parse(entry)) : [];
  for (const slot of slots) {
    const change = overrides.get(slot.slotId);
    if (!change) lectures.push(lectureOf(slot, date));
    else if (change.cancelled) cancelled.push(change.lecture);
    else if (mine(change.lecture)) lectures.push(change.lecture);
  }
  const weekly = new Set(slots.map((slot) => slot.slotId));
  for (const change of changes) {
    if (change.kind === 'extra' && mine(change.lecture)) lectures.push(change.lecture);
    // A lecture given to this Faculty member or moved to this room: not among their weekly slots.
    if (
      change.kind === 'override' &&
      taught &&
      !change.cancelled &&
      !weekly.has(change.slotId) &&
      mine(change.lecture)
    )
      lectures.push(change.lecture);
  }
  const byTime = (a: Lecture, b: Lecture) =>
    a.start.localeCompare(b.start) || a.lectureId.localeCompare(b.lectureId);
  return { lectures: lectures.sort(byTime), cancelled: cancelled.sort(byTime) };
}

/** The day of a class, a Faculty member or a room: the term and two items, whatever the college's size. */
export async function dayOf(whose: DayOwner, date: string): Promise<Day> {
  const owner = ownerKey(whose);
  const weekday = weekdayOf(date) ?? 'Sun';
  const [term, items] = await Promise.all([
    findTerm(),
    readDays([
      { owner, day: weekday },
      { owner, day: date },
    ]),
  ]);
  const item = (day: string) => items.get(keyOf({ owner, day })) as DayItem;
  return dayFrom(whose, date, isTeachingDay(term, date), item(weekday), item(date));
}

/** The lectures expected on a date of a class or a Faculty member (or a room). */
export async function lecturesOn(whose: DayOwner, date: string): Promise<Lecture[]> {
  return (await dayOf(whose, date)).lectures;
}
