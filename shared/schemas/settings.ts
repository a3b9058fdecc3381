import * as z from 'zod';
import { enteredPassword, passwordSchema, personName } from './account';

/* The same rules as sign-up's, so a name or password Settings takes is one sign-up would. */
export const changeNameSchema = z.object({
  firstName: personName('firstName'),
  lastName: personName('lastName'),
});
export type ChangeNameInput = z.infer<typeof changeNameSchema>;

export const changePasswordSchema = z.object({
  currentPassword: enteredPassword('currentPassword'),
  newPassword: passwordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
