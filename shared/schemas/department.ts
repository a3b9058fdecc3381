import * as z from 'zod';

const httpUrl = z
  .url({ protocol: /^https?$/, error: 'image must be an http(s) URL' })
  .max(2048, 'image URL must be at most 2048 characters');

export const departmentSchema = z.object({
  name: z.string().trim().min(1, 'name is required').max(100, 'name must be at most 100 characters'),
  description: z.string().trim().max(2000, 'description must be at most 2000 characters'),
  image: httpUrl.optional(),
});

export type Department = z.infer<typeof departmentSchema>;

export const departmentListSchema = z.array(departmentSchema);
