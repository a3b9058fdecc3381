import { describe, expect, it } from 'vitest';
import { classKey } from '#shared/schemas/student-class';
import { type Booking, firstClash, type OwnerKind } from '../functions/timetable/clashes';
import {
  CLASSES,
  classOf,
  FACULTY,
  firstClasses,
  freeSlotOf,
  type PlannedSlot,
  planCollege,
  roomsOf,
  SLOTS_PER_CLASS,
} from './college-plan';

const plan = planCollege();

const bookingOf = (slot: PlannedSlot, id: string): Booking => ({
  ...classOf(slot.classIndex),
  ...slot,
  id,
  when: slot.weekday,
});

/* The first clash of the plan, by the app's own rule, among each owner's slots of a weekday. */
function firstClashIn(slots: readonly PlannedSlot[]): string | undefined {
  const owners: [OwnerKind, (slot: PlannedSlot) => string][] = [
    ['class', (slot) => classKey(classOf(slot.classIndex))],
    ['faculty', (slot) => String(slot.faculty)],
    ['room', (slot) => slot.room],
  ];
  for (const [kind, ownerOf] of owners) {
    const seen = new Map<string, Booking[]>();
    for (const [n, slot] of slots.entries()) {
      const key = `${ownerOf(slot)}|${slot.weekday}`;
      const booking = bookingOf(slot, String(n));
      const others = seen.get(key) ?? [];
      const other = firstClash(kind, booking, others);
      if (other) return `${kind} ${key}: slot ${n} against ${other.id}`;
      seen.set(key, [...others, booking]);
    }
  }
  return undefined;
}

describe('the bench’s college plan', () => {
  it('gives 100 distinct classes 35 slots each, practicals split into three batches', () => {
    expect(plan).toHaveLength(CLASSES * SLOTS_PER_CLASS);
    const classes = new Set(Array.from({ length: CLASSES }, (_, k) => classKey(classOf(k))));
    expect(classes.size).toBe(CLASSES);
    for (let k = 0; k < CLASSES; k++) {
      const own = plan.filter((slot) => slot.classIndex === k);
      expect(own).toHaveLength(SLOTS_PER_CLASS);
      expect(new Set(own.flatMap((slot) => (slot.batch ? [slot.batch] : []))).size).toBe(3);
    }
  });

  it('is clash-free by the app’s own clash rule', () => {
    expect(firstClashIn(plan)).toBeUndefined();
  });

  it('gives each of the 300 Faculty members about 12 slots', () => {
    const load = new Map<number, number>();
    for (const slot of plan) load.set(slot.faculty, (load.get(slot.faculty) ?? 0) + 1);
    expect(load.size).toBe(FACULTY);
    expect(Math.min(...load.values())).toBeGreaterThanOrEqual(9);
    expect(Math.max(...load.values())).toBeLessThanOrEqual(15);
    expect(roomsOf(plan).length).toBeLessThan(200);
  });

  it('finds a slot to add that clashes with nothing stored', () => {
    const extra = freeSlotOf(plan);
    const slot: PlannedSlot = { classIndex: 0, ...extra, cells: [] };
    expect(firstClashIn([...plan, slot])).toBeUndefined();
    const [first = slot] = plan;
    const clashing = { ...slot, weekday: first.weekday, start: first.start, end: first.end };
    expect(firstClashIn([...plan, clashing])).toMatch(/^class/);
  });

  it('stores first the classes of the clash check and of the demo Student and Faculty member', () => {
    const student = { branch: 'Computer Engineering', year: 'SE', division: 'A' } as const;
    const first = firstClasses(plan, student, 10);
    expect(first.size).toBe(10);
    expect(first.has(0)).toBe(true);
    expect([...first].map((k) => classKey(classOf(k)))).toContain(classKey(student));
    for (const slot of plan.filter((one) => one.faculty === 0)) expect(first.has(slot.classIndex)).toBe(true);
  });
});
