import { describe, expect, it } from 'vitest';
import { COLLEGE_TIME_ZONE, collegeClock, collegeToday } from './college-time';

const intlDate = (now: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: COLLEGE_TIME_ZONE, dateStyle: 'short' }).format(now);

describe('collegeToday', () => {
  it("turns the day at midnight in India, not at UTC's", () => {
    expect(collegeToday(Date.parse('2026-12-01T18:29:59Z'))).toBe('2026-12-01');
    expect(collegeToday(Date.parse('2026-12-01T18:30:00Z'))).toBe('2026-12-02');
    expect(collegeToday(Date.parse('2026-12-31T20:00:00Z'))).toBe('2027-01-01');
  });

  it("is the date Intl gives for the college's time zone, all year round", () => {
    const start = Date.parse('2026-01-01T00:00:00Z');
    for (let hour = 0; hour < 366 * 24; hour += 7) {
      const now = start + hour * 3_600_000 + 17 * 60_000;
      expect(collegeToday(now)).toBe(intlDate(now));
    }
  });
});

describe('collegeClock', () => {
  it("is India's hour and minute, as a slot writes them", () => {
    expect(collegeClock(Date.parse('2026-12-01T03:30:00Z'))).toBe('09:00');
    expect(collegeClock(Date.parse('2026-12-01T18:29:00Z'))).toBe('23:59');
    expect(collegeClock(Date.parse('2026-12-01T18:30:00Z'))).toBe('00:00');
  });
});
