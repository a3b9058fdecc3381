import * as z from 'zod';
import { DEPARTMENT_NAMES } from '../constants/departments';
import { FACULTY_EDUCATION_MAX_CHARS } from '../constants/limits';
import { imageSource } from './department';
import { text } from './text';

export const departmentNameSchema = z.enum(DEPARTMENT_NAMES, {
  error: 'department must be one of the 10 departments',
});

/** An image is an http(s) URL or a path on this site (the images that ship with it). */
export const imageSourceSchema = z
  .string()
  .max(2048, 'imgsrc must be at most 2048 characters')
  .refine((value) => /^https?:\/\/\S+$/.test(value) || /^\/[\w\-./]+$/.test(value), 'imgsrc must be a URL');

export const facultyMemberSchema = z.object({
  id: z.string().min(1).max(64),
  imgsrc: imageSourceSchema,
  name: z.string().trim().min(1, 'name is required').max(100),
  position: z.string().trim().min(1, 'position is required').max(100),
  education: z.string().trim().min(1, 'education is required').max(500),
  department: departmentNameSchema,
});
export type FacultyMember = z.infer<typeof facultyMemberSchema>;

export const facultyListSchema = z.array(facultyMemberSchema);

export const facultyQuerySchema = z.object({ department: departmentNameSchema.optional() });

/** Education longer than 55 characters is cut to 55 plus an ellipsis. */
export function shortEducation(education: string): string {
  return education.length > FACULTY_EDUCATION_MAX_CHARS
    ? `${education.slice(0, FACULTY_EDUCATION_MAX_CHARS)}...`
    : education;
}

/** What the Admin's faculty form sends (all required, the department from the fixed list). */
export const facultyFormSchema = z.object({
  imgsrc: imageSource('imgsrc').pipe(z.string().min(1, 'imgsrc is required')),
  name: text('name', { min: 1, max: 100 }),
  position: text('position', { min: 1, max: 100 }),
  education: text('education', { min: 1, max: 500 }),
  department: departmentNameSchema,
});
export type FacultyForm = z.infer<typeof facultyFormSchema>;

/** An edit names the member it changes; a new entry's id, if the form sends one, is not used. */
export const facultyUpdateSchema = facultyFormSchema.extend({
  id: z.string().min(1, 'id is required').max(64),
});
export const facultyIdSchema = z.object({
  id: z.string({ error: 'id is required' }).min(1, 'id is required').max(64),
});
