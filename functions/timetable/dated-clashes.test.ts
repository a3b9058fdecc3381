import { describe, expect, it } from 'vitest';
import type { Lecture, Slot } from '#shared/schemas/timetable';
import { TEST_TERM as term } from '../../tests/support/timetable-fixtures';
import { datedClash } from './dated-clashes';
import type { DayItem } from './day-items';

const ours = { branch: 'Computer Engineering', year: 'SE', division: 'A' } as const;
const slot: Slot = {
  ...ours,
  slotId: 'weekly.Tue.1',
  weekday: 'Tue',
  start: '10:00',
  end: '11:00',
  subject: 'Maths',
  type: 'Lecture',
  facultyId: 'f-asha',
  facultyName: 'Asha Rao',
  room: 'E101',
};
const lecture = (fields: Partial<Lecture>): Lecture => ({
  ...ours,
  lectureId: 'x-1',
  date: '2026-12-15',
  start: '10:30',
  end: '11:30',
  subject: 'Robotics',
  type: 'Practical',
  facultyId: 'f-other',
  facultyName: 'Ravi Iyer',
  room: 'LAB1',
  change: 'extra',
  ...fields,
});
const dated = (day: string, ...entries: unknown[]): DayItem => ({
  owner: 'class#x',
  day,
  version: 1,
  entries: Object.fromEntries(entries.map((entry, at) => [`e${at}`, entry])),
});
const extra = (fields: Partial<Lecture> = {}) => ({ kind: 'extra', lecture: lecture(fields) });
const asClass = (items: DayItem[], today = '2026-12-02') =>
  datedClash('class', { classOf: ours }, slot, items, term, today);

/* Decision 56: a weekly slot meets what was placed on the dates of its weekday this term. */
describe('a weekly slot against dated changes', () => {
  it('meets an extra lecture on a coming date of its weekday, named by that date', () => {
    expect(asClass([dated('2026-12-15', extra())])).toMatchObject({
      subject: 'Robotics',
      when: '2026-12-15',
    });
  });

  it('does not meet another weekday, a passed date, a holiday, an adjacent hour or another batch', () => {
    expect(asClass([dated('2026-12-16', extra({ date: '2026-12-16' }))])).toBeUndefined(); // a Wednesday
    expect(asClass([dated('2026-12-15', extra())], '2026-12-16')).toBeUndefined();
    expect(
      datedClash(
        'class',
        { classOf: ours },
        slot,
        [dated('2026-12-15', extra())],
        {
          ...term,
          holidays: [{ date: '2026-12-15', name: 'Founders’ day' }],
        },
        '2026-12-02',
      ),
    ).toBeUndefined();
    expect(asClass([dated('2026-12-15', extra({ start: '11:00', end: '12:00' }))])).toBeUndefined();
    expect(
      datedClash(
        'class',
        { classOf: ours },
        { ...slot, type: 'Practical', batch: 'A1' },
        [dated('2026-12-15', extra({ batch: 'A2' }))],
        term,
        '2026-12-02',
      ),
    ).toBeUndefined();
  });

  it('meets a lecture moved or given to the owner, never a cancelled one or the slot’s own change', () => {
    const moved = {
      kind: 'override',
      slotId: 'weekly.Tue.2',
      cancelled: false,
      lecture: lecture({ change: 'moved' }),
    };
    const cancelled = { ...moved, cancelled: true };
    const own = { ...moved, slotId: slot.slotId };
    expect(asClass([dated('2026-12-15', cancelled, own)])).toBeUndefined();
    expect(asClass([dated('2026-12-15', cancelled, moved)])).toMatchObject({ subject: 'Robotics' });
    // For a room, only the lectures held in it count.
    const given = { ...moved, lecture: lecture({ room: 'E101', change: 'substituted' }) };
    expect(
      datedClash('room', { room: 'E101' }, slot, [dated('2026-12-15', moved)], term, '2026-12-02'),
    ).toBeUndefined();
    expect(
      datedClash('room', { room: 'E101' }, slot, [dated('2026-12-15', given)], term, '2026-12-02'),
    ).toMatchObject({
      when: '2026-12-15',
    });
  });
});
