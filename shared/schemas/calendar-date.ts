import * as z from 'zod';

/**
 * A date as the API takes it: YYYY-MM-DD, and a day the calendar has (not 2001-02-30).
 * Errors name the field; a rule of its own (a birth date in the past) is refined on top.
 */
export const calendarDate = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a date (YYYY-MM-DD)`)
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    }, `${field} must be a date (YYYY-MM-DD)`);
