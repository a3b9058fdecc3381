import { describe, expect, it } from 'vitest';
import { cardFacts } from './card-facts';

/* Decision 55: the Admin's count of classes with no timetable is capped as the other counts. */
describe('the Admin’s Timetable card fact', () => {
  const fact = (count: number, more?: boolean) =>
    cardFacts({
      role: 'Admin',
      classesWithoutTimetable: { count, ...(more !== undefined && { more }), classes: [] },
    })['/admin/timetable'];

  it('says "99+" beyond the cap, the exact count below it, and when every class has a timetable', () => {
    expect(fact(99, true)).toBe('99+ classes have students but no timetable');
    expect(fact(99, false)).toBe('99 classes have students but no timetable');
    expect(fact(1)).toBe('1 class has students but no timetable');
    expect(fact(0, false)).toBe('Every class with students has a timetable');
  });
});
