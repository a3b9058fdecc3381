import * as z from 'zod';
import { loginIdSchema, passwordSchema } from './account';

/** Only an email can receive the link; a phone number is refused for what it is, not for existing. */
export const forgotPasswordSchema = z.object({
  email: loginIdSchema.refine((value) => value.includes('@'), 'email must be an email address'),
});
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** 32 random bytes, base64url: what the mailed link carries. */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The token of a mailed link (reset, invitation, confirmation), refused in that link's words. */
export const linkTokenSchema = (link: 'reset' | 'invitation' | 'confirmation') =>
  z
    .string({ error: 'token is required' })
    .regex(RESET_TOKEN_PATTERN, `This ${link} link is not complete. Open the link from the email again.`);

export const resetPasswordSchema = z.object({
  token: linkTokenSchema('reset'),
  password: passwordSchema,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/* A reset's answer: its message, and a device token for the browser that proved the mailbox. */
export const resetPasswordResultSchema = z.object({ msg: z.string(), deviceToken: z.string() });
export type ResetPasswordResult = z.infer<typeof resetPasswordResultSchema>;
