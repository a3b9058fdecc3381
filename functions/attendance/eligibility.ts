import {
  type EligibilityBands,
  NO_SUBJECT,
  type SessionType,
  type SubjectSummary,
} from '#shared/schemas/attendance';
import type { Slot, Term } from '#shared/schemas/timetable';
import { type DatedChange, isTeachingDay, weekdayOf } from '../timetable';

/** What a subject's row is computed from: its records so far and the lectures still to come. */
export interface Tally {
  readonly held: number;
  readonly attended: number;
  /** Lectures of it still expected this term. */
  readonly remaining: number;
}

/*
 * All in integers, so 74.99% is never shown or banded as 75%: `attended / held >= p / 100` is
 * `100 * attended >= p * held`. The percentage shown is rounded down for the same reason.
 */
const atLeast = (attended: number, held: number, percent: number) => 100 * attended >= percent * held;

/** A subject's percentage, band and what the student can still do about it. */
export function eligibility(
  tally: Tally,
  bands: EligibilityBands,
): Pick<SubjectSummary, 'held' | 'attended' | 'percent' | 'band' | 'advice'> {
  const { held, attended, remaining } = tally;
  const { eligible, condonable } = bands;
  const percent = held === 0 ? null : Math.floor((100 * attended) / held);
  const band =
    held === 0 || atLeast(attended, held, eligible)
      ? 'eligible'
      : atLeast(attended, held, condonable)
        ? 'condonable'
        : 'detained';
  let advice: string;
  if (band === 'eligible') {
    // The most of the remaining lectures missed that still ends the term at the minimum.
    const canMiss = Math.floor((100 * (attended + remaining) - eligible * (held + remaining)) / 100);
    advice = `You can miss ${Math.max(0, canMiss)} more`;
  } else {
    // The fewest lectures attended in a row that bring it back: 100(a + k) >= E(h + k).
    const needed = Math.ceil((eligible * held - 100 * attended) / (100 - eligible));
    advice =
      needed <= remaining
        ? `Attend the next ${needed} to reach ${eligible}%`
        : `${eligible}% can no longer be reached this term`;
  }
  return { held, attended, percent, band, advice };
}

const DAY_MS = 24 * 3600 * 1000;
const nextDay = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/**
 * How many times each weekly slot is still to be taught: its weekday's teaching days after today
 * to the term's last day, holidays left out. Today's lectures are counted as held once marked.
 */
export function remainingBySlot(
  slots: readonly Slot[],
  term: Term | undefined,
  today: string,
): Map<string, number> {
  const perWeekday = new Map<string, number>();
  if (term) {
    for (let date = today < term.firstDay ? term.firstDay : nextDay(today); date <= term.lastDay; ) {
      if (isTeachingDay(term, date)) {
        const weekday = weekdayOf(date) as string;
        perWeekday.set(weekday, (perWeekday.get(weekday) ?? 0) + 1);
      }
      date = nextDay(date);
    }
  }
  return new Map(slots.map((slot) => [slot.slotId, perWeekday.get(slot.weekday) ?? 0]));
}

/** What a row expects lectures of: a weekly slot, or an extra lecture (its id as `slotId`). */
export type Expected = Pick<Slot, 'slotId' | 'subject' | 'type' | 'batch'>;

/**
 * The lectures still expected this term with its one-off changes applied (decision 55): each
 * cancellation after today of a weekly slot taught that day is one fewer, and each extra lecture
 * after today, to the term's end, one more. A move or a substitution changes nothing counted.
 */
export function expectedLectures(
  slots: readonly Slot[],
  term: Term | undefined,
  today: string,
  changes: readonly DatedChange[],
): { expected: Expected[]; remaining: Map<string, number> } {
  const remaining = remainingBySlot(slots, term, today);
  const expected: Expected[] = [...slots];
  const weekly = new Map(slots.map((slot) => [slot.slotId, slot]));
  for (const change of changes) {
    if (!term || change.date <= today || change.date < term.firstDay || change.date > term.lastDay) continue;
    if (change.kind === 'cancelled') {
      const slot = weekly.get(change.slotId);
      const left = remaining.get(change.slotId) ?? 0;
      if (slot && left > 0 && weekdayOf(change.date) === slot.weekday && isTeachingDay(term, change.date))
        remaining.set(change.slotId, left - 1);
    } else {
      const { lectureId, subject, type, batch } = change.lecture;
      expected.push({ slotId: lectureId, subject, type, ...(batch && { batch }) });
      remaining.set(lectureId, 1);
    }
  }
  return { expected, remaining };
}

interface Counted {
  readonly subject?: string;
  readonly type: SessionType;
  readonly status: 'Present' | 'Absent';
}

/**
 * A student's rows, one per subject (and type, when counted apart). Records marked before lectures
 * existed have no subject: they are counted under "—" by type, with nothing expected of them.
 */
export function summarize(
  records: readonly Counted[],
  slots: readonly Expected[],
  remaining: ReadonlyMap<string, number>,
  bands: EligibilityBands,
): SubjectSummary[] {
  const rows = new Map<
    string,
    { subject: string; type?: SessionType; held: number; attended: number; remaining: number }
  >();
  const rowOf = (subject: string, type: SessionType) => {
    const apart = bands.countApart || subject === NO_SUBJECT;
    const key = apart ? `${subject}\u0000${type}` : subject;
    let row = rows.get(key);
    if (!row) {
      row = { subject, ...(apart && { type }), held: 0, attended: 0, remaining: 0 };
      rows.set(key, row);
    }
    return row;
  };
  for (const record of records) {
    const row = rowOf(record.subject ?? NO_SUBJECT, record.type);
    row.held += 1;
    if (record.status === 'Present') row.attended += 1;
  }
  for (const slot of slots) rowOf(slot.subject, slot.type).remaining += remaining.get(slot.slotId) ?? 0;
  return [...rows.values()]
    .sort((a, b) => a.subject.localeCompare(b.subject) || (a.type ?? '').localeCompare(b.type ?? ''))
    .map((row) => ({
      subject: row.subject,
      ...(row.type && { type: row.type }),
      remaining: row.remaining,
      ...eligibility(row, bands),
    }));
}
