import type { Lecture, Slot } from '#shared/schemas/timetable';

/*
 * Clashes (decision 46): intervals are half-open, so 09:00–10:00 and 10:00–11:00 do not meet. A
 * Faculty member or a room is in one place at a time; a class too, except that two different
 * batches of one division may share an hour (a whole-division slot clashes with every batch).
 */
export type Booking = Pick<
  Slot,
  'branch' | 'year' | 'division' | 'start' | 'end' | 'subject' | 'type' | 'batch'
> & {
  readonly id: string;
  /** A weekday (Mon) or a date, as the message names it. */
  readonly when: string;
};

export type OwnerKind = 'class' | 'faculty' | 'room';

export const overlaps = (a: Pick<Booking, 'start' | 'end'>, b: Pick<Booking, 'start' | 'end'>) =>
  a.start < b.end && b.start < a.end;

function clashes(kind: OwnerKind, a: Booking, b: Booking): boolean {
  if (a.id === b.id || !overlaps(a, b)) return false;
  return !(kind === 'class' && a.batch && b.batch && a.batch !== b.batch);
}

const className = (b: Booking) =>
  `${b.branch} ${b.year} ${b.division}${b.batch ? ` (batch ${b.batch})` : ''}`;
/** The other slot, named as a person reads it: class, subject, when. */
export const described = (b: Booking) =>
  `${className(b)}, ${b.subject} (${b.type}), ${b.when} ${b.start}–${b.end}`;

/** The plain words that refuse a booking, naming the one it clashes with. */
export function clashMessage(kind: OwnerKind, other: Booking, room?: string): string {
  if (kind === 'faculty') return `The Faculty member already teaches ${described(other)}.`;
  if (kind === 'room') return `Room ${room ?? ''} is already taken by ${described(other)}.`;
  return `The class already has ${described(other)}.`;
}

/** The first booking the candidate clashes with among an owner's, or undefined. */
export function firstClash(
  kind: OwnerKind,
  candidate: Booking,
  others: Iterable<Booking>,
): Booking | undefined {
  for (const other of others) if (clashes(kind, candidate, other)) return other;
  return undefined;
}

export const bookingOfSlot = (slot: Slot): Booking => ({ ...slot, id: slot.slotId, when: slot.weekday });
export const bookingOfLecture = (lecture: Lecture): Booking => ({
  ...lecture,
  id: lecture.lectureId,
  when: lecture.date,
});
