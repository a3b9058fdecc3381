import * as z from 'zod';

/* Fields that end up in mail headers may not carry line breaks (header injection). */
const headerSafe = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`)
    .refine((value) => !/[\r\n]/.test(value), `${field} must be on one line`);

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
  yourMess: z
    .string({ error: 'yourMess must be text' })
    .trim()
    .min(1, 'yourMess is required')
    .max(5000, 'yourMess must be at most 5000 characters'),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
