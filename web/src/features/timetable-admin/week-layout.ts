import type { Periods, Slot } from '#shared/schemas/timetable';

/** A row of the week: a period of the bell schedule, or a time some slot keeps outside them. */
export interface WeekRow {
  readonly name: string;
  readonly start: string;
  readonly end: string;
}

const overlaps = (a: { start: string; end: string }, b: { start: string; end: string }) =>
  a.start < b.end && b.start < a.end;

/*
 * The periods, plus a row for each time a slot keeps that meets no period (set before the periods
 * changed, or imported), so no slot is left out of the grid; in time order.
 */
export function weekRows(periods: Periods['periods'], slots: readonly Slot[]): WeekRow[] {
  const rows: WeekRow[] = [...periods];
  for (const slot of slots) {
    if (rows.some((row) => overlaps(row, slot))) continue;
    rows.push({ name: `${slot.start}–${slot.end}`, start: slot.start, end: slot.end });
  }
  return rows.sort((a, b) => a.start.localeCompare(b.start));
}

/** The slots of one cell: that weekday's that overlap the row's time, in time order. */
export const slotsIn = (slots: readonly Slot[], weekday: string, row: WeekRow) =>
  slots
    .filter((slot) => slot.weekday === weekday && overlaps(slot, row))
    .sort((a, b) => a.start.localeCompare(b.start));

/** A slot as one line: subject, type, Faculty member, room, batch. */
export const slotLine = (slot: Slot) =>
  [slot.subject, slot.type, slot.facultyName, slot.room, slot.batch && `batch ${slot.batch}`]
    .filter(Boolean)
    .join(', ');
