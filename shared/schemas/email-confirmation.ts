import * as z from 'zod';
import { loginIdSchema } from './account';
import { linkTokenSchema } from './password-reset';

/** The token a mailed confirmation link carries: 32 random bytes, base64url, as a reset link's. */
export const confirmEmailSchema = z.object({
  token: linkTokenSchema('confirmation'),
});
export type ConfirmEmailInput = z.infer<typeof confirmEmailSchema>;

/** Only an email receives a link; a phone number is refused for what it is, not for existing. */
export const resendConfirmationSchema = z.object({
  email: loginIdSchema.refine((value) => value.includes('@'), 'email must be an email address'),
});
export type ResendConfirmationInput = z.infer<typeof resendConfirmationSchema>;
