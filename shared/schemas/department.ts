import * as z from 'zod';
import { comparedText, text } from './text';

/** An image: an http(s) URL, or a path on this site (an image it ships, or one uploaded to /media). */
export const imageSource = (field: string) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(2048, `${field} must be at most 2048 characters`)
    .refine(
      (value) => /^https?:\/\/[^\s]+$/.test(value) || /^\/[\w\-./]+$/.test(value),
      `${field} must be an http(s) URL or an uploaded image`,
    );

export const departmentSchema = z.object({
  name: z.string(),
  description: z.string(),
  image: z.string().optional(),
});
export type Department = z.infer<typeof departmentSchema>;

export const departmentListSchema = z.array(departmentSchema);

/** A new department (name, description, image). The image is optional; empty means none. */
export const newDepartmentSchema = z.object({
  name: text('name', { min: 2, max: 80 }),
  description: text('description', { max: 2000, multiline: true }).default(''),
  image: z
    .union([z.literal(''), imageSource('image')])
    .optional()
    .transform((value) => value || undefined),
});
export type NewDepartment = z.infer<typeof newDepartmentSchema>;

/** The delete form's one field. */
export const departmentNameSchema = z.object({ name: text('name', { min: 1, max: 80 }) });

/** Names compare without regard to case or runs of spaces: "civil  engineering" is Civil Engineering. */
export const departmentKey = comparedText;
