import * as z from 'zod';
import { text } from './text';

/* Fields that end up in mail headers are one line of clean text (no header injection). */
const headerSafe = (field: string, max: number) => text(field, { max });

export const contactMessageSchema = z.object({
  firstName: headerSafe('firstName', 50).default(''),
  lastName: headerSafe('lastName', 50).default(''),
  email: headerSafe('email', 254).pipe(z.email({ error: 'email must be a valid email address' })),
  phoneNo: headerSafe('phoneNo', 20)
    .refine(
      (value) => /^[0-9+\-() ]*$/.test(value),
      'phoneNo may hold only digits, spaces, +, - and brackets',
    )
    .default(''),
  yourMess: text('yourMess', { min: 1, max: 5000, multiline: true }),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** A message the retry job gave up on, as an Admin reads it. */
export const undeliveredMailSchema = z.object({
  messageId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNo: z.string(),
  yourMess: z.string(),
  createdAt: z.string(),
  gaveUpAt: z.string().optional(),
});
export type UndeliveredMail = z.infer<typeof undeliveredMailSchema>;

export const undeliveredQuerySchema = z.object({
  /** Where the previous page ended (its `nextCursor`). */
  cursor: z.string().max(1024).optional(),
});

export const undeliveredPageSchema = z.object({
  messages: z.array(undeliveredMailSchema),
  nextCursor: z.string().optional(),
});
export type UndeliveredPage = z.infer<typeof undeliveredPageSchema>;

export const messageIdParamsSchema = z.object({
  messageId: z.uuid({ error: 'messageId must be a message id' }),
});
