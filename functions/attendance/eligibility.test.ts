import { describe, expect, it } from 'vitest';
import { DEFAULT_ELIGIBILITY } from '#shared/schemas/attendance';
import type { Slot, Term } from '#shared/schemas/timetable';
import { eligibility, expectedLectures, remainingBySlot, summarize } from './eligibility';

const bands = DEFAULT_ELIGIBILITY;
const tally = (held: number, attended: number, remaining: number) =>
  eligibility({ held, attended, remaining }, bands);

describe('eligibility', () => {
  it('before anything is held, is eligible with no percentage', () => {
    expect(tally(0, 0, 0)).toEqual({
      held: 0,
      attended: 0,
      percent: null,
      band: 'eligible',
      advice: 'You can miss 0 more',
    });
    // Of 10 to come, 7.5 must be attended: 2 may be missed.
    expect(tally(0, 0, 10).advice).toBe('You can miss 2 more');
  });

  it('at exactly 75% is eligible, and a miss more is counted against the term end', () => {
    expect(tally(4, 3, 0)).toMatchObject({ percent: 75, band: 'eligible', advice: 'You can miss 0 more' });
    // 3 of 4 and 4 to come: 6 of 8 is 75%, so 1 of the 4 may be missed.
    expect(tally(4, 3, 4).advice).toBe('You can miss 1 more');
  });

  it('just under 75% is condonable, shown rounded down, never as 75', () => {
    // 299 of 400 is 74.75%.
    expect(tally(400, 299, 10)).toMatchObject({ percent: 74, band: 'condonable' });
    // 100(299 + k) >= 75(400 + k) gives k >= 4.
    expect(tally(400, 299, 10).advice).toBe('Attend the next 4 to reach 75%');
  });

  it('bands 65–74% condonable and under 65% detained', () => {
    expect(tally(20, 13, 0).band).toBe('condonable');
    expect(tally(20, 12, 0)).toMatchObject({ percent: 60, band: 'detained' });
  });

  it('says when 75% can no longer be reached this term', () => {
    // 5 of 10 needs 10 more in a row; only 9 are left.
    expect(tally(10, 5, 9).advice).toBe('75% can no longer be reached this term');
    expect(tally(10, 5, 10).advice).toBe('Attend the next 10 to reach 75%');
    expect(tally(1, 0, 0).advice).toBe('75% can no longer be reached this term');
  });
});

const slot = (
  slotId: string,
  weekday: Slot['weekday'],
  subject: string,
  type: Slot['type'] = 'Lecture',
): Slot => ({
  slotId,
  weekday,
  subject,
  type,
  branch: 'Computer Engineering',
  year: 'SE',
  division: 'A',
  start: '09:00',
  end: '10:00',
  facultyId: 'f',
  facultyName: 'F',
  room: 'E101',
});

describe('remainingBySlot', () => {
  // 2026-12-01 is a Tuesday.
  const term: Term = {
    firstDay: '2026-11-02',
    lastDay: '2026-12-15',
    holidays: [{ date: '2026-12-08', name: 'Holiday' }],
  };

  it("counts each slot's weekday after today to the term's end, holidays left out", () => {
    const remaining = remainingBySlot(
      [slot('tue', 'Tue', 'Maths'), slot('wed', 'Wed', 'Maths')],
      term,
      '2026-12-01',
    );
    // Tuesdays after today: 8th (holiday), 15th. Wednesdays: 2nd, 9th.
    expect(Object.fromEntries(remaining)).toEqual({ tue: 1, wed: 2 });
  });

  it('counts nothing without a term or after it, and the whole term before it', () => {
    expect(remainingBySlot([slot('tue', 'Tue', 'Maths')], undefined, '2026-12-01').get('tue')).toBe(0);
    expect(remainingBySlot([slot('tue', 'Tue', 'Maths')], term, '2026-12-20').get('tue')).toBe(0);
    expect(remainingBySlot([slot('mon', 'Mon', 'Maths')], term, '2026-10-01').get('mon')).toBe(7);
  });
});

describe('expectedLectures', () => {
  const term: Term = {
    firstDay: '2026-11-02',
    lastDay: '2026-12-15',
    holidays: [{ date: '2026-12-08', name: 'Holiday' }],
  };
  const slots = [slot('wed', 'Wed', 'Maths'), slot('thu', 'Thu', 'Maths', 'Practical')];
  const extra = (date: string, subject: string) => ({
    kind: 'extra' as const,
    date,
    lecture: { ...slot('x', 'Sat', subject), lectureId: `x-${date}`, date, change: 'extra' as const },
  });

  it('subtracts a cancellation after today and adds an extra lecture, row by row', () => {
    const { expected, remaining } = expectedLectures(slots, term, '2026-12-01', [
      { kind: 'cancelled', date: '2026-12-09', slotId: 'wed' },
      extra('2026-12-12', 'Maths'),
    ]);
    // Wednesdays after today: 2nd and 9th, the 9th cancelled; an extra Maths lecture on Saturday 12th.
    const rows = summarize([], expected, remaining, bands);
    expect(rows.map(({ subject, type, remaining }) => ({ subject, type, remaining }))).toEqual([
      { subject: 'Maths', type: 'Lecture', remaining: 2 },
      { subject: 'Maths', type: 'Practical', remaining: 2 },
    ]);
    expect(rows[0]?.advice).toBe('You can miss 0 more');
  });

  it('ignores changes of today, before it, after the term, and a cancellation of another weekday', () => {
    const { expected, remaining } = expectedLectures(slots, term, '2026-12-01', [
      { kind: 'cancelled', date: '2026-12-01', slotId: 'wed' },
      { kind: 'cancelled', date: '2026-12-10', slotId: 'wed' },
      extra('2026-12-01', 'Maths'),
      extra('2026-12-20', 'Maths'),
    ]);
    expect(expected).toHaveLength(2);
    expect(Object.fromEntries(remaining)).toEqual({ wed: 2, thu: 2 });
  });

  it("keeps an extra lecture's batch, so a student of another batch is not expected at it", () => {
    const practical = extra('2026-12-12', 'Physics');
    const batched = {
      ...practical,
      lecture: { ...practical.lecture, type: 'Practical' as const, batch: 'A2' },
    };
    const { expected } = expectedLectures([], term, '2026-12-01', [batched]);
    expect(expected).toEqual([
      { slotId: 'x-2026-12-12', subject: 'Physics', type: 'Practical', batch: 'A2' },
    ]);
  });
});

describe('summarize', () => {
  const records = [
    { subject: 'Maths', type: 'Lecture' as const, status: 'Present' as const },
    { subject: 'Maths', type: 'Practical' as const, status: 'Absent' as const },
    { type: 'Tutorial' as const, status: 'Present' as const },
  ];
  const slots = [
    slot('m1', 'Mon', 'Maths'),
    slot('m2', 'Tue', 'Maths', 'Practical'),
    slot('p1', 'Wed', 'Physics'),
  ];
  const remaining = new Map([
    ['m1', 3],
    ['m2', 2],
    ['p1', 4],
  ]);

  it('counts theory and practicals apart by default, old records under "—" by type', () => {
    const rows = summarize(records, slots, remaining, bands);
    expect(
      rows.map(({ subject, type, held, attended, remaining }) => ({
        subject,
        type,
        held,
        attended,
        remaining,
      })),
    ).toEqual(
      [
        { subject: 'Maths', type: 'Lecture', held: 1, attended: 1, remaining: 3 },
        { subject: 'Maths', type: 'Practical', held: 1, attended: 0, remaining: 2 },
        { subject: 'Physics', type: 'Lecture', held: 0, attended: 0, remaining: 4 },
        { subject: '—', type: 'Tutorial', held: 1, attended: 1, remaining: 0 },
      ].sort((a, b) => a.subject.localeCompare(b.subject) || a.type.localeCompare(b.type)),
    );
  });

  it('counts a subject together when the college says so', () => {
    const rows = summarize(records, slots, remaining, { ...bands, countApart: false });
    expect(rows.find((row) => row.subject === 'Maths')).toMatchObject({
      held: 2,
      attended: 1,
      remaining: 5,
      percent: 50,
    });
    expect(rows.find((row) => row.subject === 'Maths')?.type).toBeUndefined();
  });
});
