import * as z from 'zod';
import { DEPARTMENT_NAMES } from '../constants/departments';

/** The four years of an engineering degree: first, second, third and final. */
export const CLASS_YEARS = ['FE', 'SE', 'TE', 'BE'] as const;
export type ClassYear = (typeof CLASS_YEARS)[number];

export const branchSchema = z.enum(DEPARTMENT_NAMES, {
  error: 'branch must be one of the college departments',
});
export const classYearSchema = z.enum(CLASS_YEARS, {
  error: `year must be one of ${CLASS_YEARS.join(', ')}`,
});

/** A division as colleges name them: a letter or two and maybe a digit ("A", "B2"), upper case. */
export const divisionSchema = z
  .string({ error: 'division is required' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{1,2}[0-9]?$/, 'division must be a letter or two and maybe a digit, such as A or B2');

/** A Student's class: branch (one of the 10 departments), year and division (decision 16). */
export const studentClassSchema = z.object({
  branch: branchSchema,
  year: classYearSchema,
  division: divisionSchema,
});
export type StudentClass = z.infer<typeof studentClassSchema>;

/** One string per class, the partition of the indexes that list a class's students and records. */
export const classKey = (studentClass: StudentClass) =>
  `${studentClass.branch}#${studentClass.year}#${studentClass.division}`;
