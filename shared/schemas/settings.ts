import * as z from 'zod';
import { PASSWORD_MAX, passwordSchema } from './account';
import { text } from './text';

export const changeNameSchema = z.object({
  firstName: text('firstName', { min: 1, max: 50 }),
  lastName: text('lastName', { min: 1, max: 50 }),
});
export type ChangeNameInput = z.infer<typeof changeNameSchema>;

export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: 'currentPassword is required' })
    .min(1, 'currentPassword is required')
    .max(PASSWORD_MAX, `currentPassword must be at most ${PASSWORD_MAX} characters`),
  newPassword: passwordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
