import * as z from 'zod';
import { ROLES } from '../constants/roles';
import { calendarDate } from './calendar-date';
import { branchSchema, classYearSchema, divisionSchema, studentClassSchema } from './student-class';
import { text, textProblem } from './text';

/** Passwords: length only, no composition rules (NIST SP 800-63B); the cap bounds hashing work. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9]{7,15}$/;

/** Emails compare case-insensitively; phone numbers without spaces, dashes, dots or brackets. */
export function normalizeLogin(value: string): string {
  const trimmed = value.trim();
  if (trimmed.includes('@')) return trimmed.toLowerCase();
  return trimmed.replace(/[\s\-().]/g, '');
}

export const loginIdSchema = z
  .string({ error: 'email is required' })
  .max(254, 'email must be at most 254 characters')
  .refine((value) => textProblem(value) === undefined, 'email must be a valid email address or phone number')
  .transform(normalizeLogin)
  .refine(
    (value) => EMAIL.test(value) || PHONE.test(value),
    'email must be a valid email address or phone number',
  );

/** A first or last name, as sign-up takes it and Settings changes it. */
export const personName = (field: string) => text(field, { min: 1, max: 50 });

/** A new password, as sign-up, a reset and Settings take it: the length rules apply. */
export const passwordSchema = z
  .string({ error: 'password is required' })
  .min(PASSWORD_MIN, `password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `password must be at most ${PASSWORD_MAX} characters`);

/**
 * A password someone gives to prove who they are (signing in, or Settings' current password): only
 * present and under the cap, which bounds hashing work; the length rules are for choosing one.
 */
export const enteredPassword = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .min(1, `${field} is required`)
    .max(PASSWORD_MAX, `${field} must be at most ${PASSWORD_MAX} characters`);

export const roleSchema = z.enum(ROLES, { error: `role must be one of ${ROLES.join(', ')}` });

/** YYYY-MM-DD, a real calendar date, before today. */
export const birthDateSchema = calendarDate('birthDate')
  .refine((value) => value < new Date().toISOString().slice(0, 10), 'birthDate must be in the past')
  .refine((value) => value >= '1900-01-01', 'birthDate must be after 1900');

export const signupSchema = z
  .object({
    firstName: personName('firstName'),
    lastName: personName('lastName'),
    email: loginIdSchema,
    password: passwordSchema,
    birthDate: birthDateSchema,
    role: roleSchema,
    /* A Student's class (decision 16): required of a Student, ignored for every other role. */
    branch: branchSchema.optional(),
    year: classYearSchema.optional(),
    division: divisionSchema.optional(),
  })
  .superRefine((input, context) => {
    if (input.role !== 'Student') return;
    for (const field of ['branch', 'year', 'division'] as const) {
      if (input[field] === undefined)
        context.addIssue({ code: 'custom', path: [field], message: `${field} is required for a Student` });
    }
  });
export type SignupInput = z.infer<typeof signupSchema>;

export const loginSchema = z.object({
  email: loginIdSchema,
  password: enteredPassword('password'),
  role: roleSchema,
  /* The browser's device token for this account, if it logged in here before (device-tokens.ts). */
  deviceToken: z.string().max(2048, 'deviceToken must be at most 2048 characters').optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const loginResultSchema = z.object({
  token: z.string(),
  name: z.string(),
  role: roleSchema,
  /* Kept by the browser and sent with its next logins to this account. */
  deviceToken: z.string(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

export const currentUserSchema = z.object({
  userId: z.string(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: roleSchema,
  /** A Student's class; absent for other roles, and for a Student not yet asked (the web asks). */
  studentClass: studentClassSchema.optional(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** `disabled`: an Admin revoked the account; its sessions ended and it cannot log in (decision 16). */
export const ACCOUNT_STATUSES = ['pending', 'active', 'rejected', 'disabled'] as const;

export const accountSummarySchema = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: roleSchema,
  status: z.enum(ACCOUNT_STATUSES),
  createdAt: z.string(),
});
export type AccountSummary = z.infer<typeof accountSummarySchema>;

export const userIdParamsSchema = z.object({ userId: z.uuid({ error: 'userId must be an account id' }) });

export const pendingQuerySchema = z.object({
  status: z.literal('pending', { error: 'status must be pending' }),
  /** Where the previous page ended (its `nextCursor`). */
  cursor: z.string().max(1024).optional(),
});

/** One page of the approval queue; `nextCursor` is there when more accounts wait. */
export const pendingPageSchema = z.object({
  accounts: z.array(accountSummarySchema),
  nextCursor: z.string().optional(),
});
export type PendingPage = z.infer<typeof pendingPageSchema>;

export const messageSchema = z.object({ msg: z.string() });
/** The `{ msg }` answer of calls that only confirm. */
export type MessageBody = z.infer<typeof messageSchema>;
