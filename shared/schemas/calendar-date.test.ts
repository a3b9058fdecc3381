import { describe, expect, it } from 'vitest';
import { birthDateSchema } from './account';
import { dateSchema } from './attendance';
import { calendarDate } from './calendar-date';

const messageOf = (result: { error?: { issues: readonly { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('calendarDate', () => {
  it.each(['2024-02-29', '1999-12-31'])('takes the calendar day %s', (value) => {
    expect(calendarDate('day').parse(value)).toBe(value);
  });

  it.each([
    ['2023-02-29', 'day must be a date (YYYY-MM-DD)'],
    ['2024-13-01', 'day must be a date (YYYY-MM-DD)'],
    ['2024-2-1', 'day must be a date (YYYY-MM-DD)'],
    [undefined, 'day is required'],
  ])('refuses %j, naming the field', (value, message) => {
    expect(messageOf(calendarDate('day').safeParse(value))).toBe(message);
  });

  it('is the rule of both attendance dates and birth dates, each in its own field’s words', () => {
    expect(messageOf(dateSchema.safeParse('2001-02-30'))).toBe('date must be a date (YYYY-MM-DD)');
    expect(messageOf(birthDateSchema.safeParse('2001-02-30'))).toBe('birthDate must be a date (YYYY-MM-DD)');
    expect(messageOf(birthDateSchema.safeParse('2999-01-01'))).toBe('birthDate must be in the past');
  });
});
