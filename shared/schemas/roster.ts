import * as z from 'zod';
import { loginIdSchema, passwordSchema, personName } from './account';
import { linkTokenSchema } from './password-reset';
import { branchSchema, classYearSchema, divisionSchema, studentClassSchema } from './student-class';
import { text } from './text';
import { batchSchema } from './timetable';

export { ROSTER_COLUMNS, ROSTER_OPTIONAL_COLUMNS, type RosterColumn } from '../constants/roster';

/*
 * The roles a roster may create. Admin is not one: an Admin can change every account, so it is
 * made by `npm run create-admin` or approved one by one, never by a spreadsheet row.
 */
export const ROSTER_ROLES = ['Student', 'Faculty', 'Alumni'] as const;

/** Rows one import takes (a large college's intake with room to spare; the bench imports 5,000). */
export const MAX_ROSTER_ROWS = 10_000;
/** Refused rows kept in a job's report; beyond it the report counts them only (an item holds 400 KB). */
export const MAX_REPORTED_REFUSALS = 500;

const rosterEmail = loginIdSchema.refine((value) => value.includes('@'), 'email must be an email address');
const emptyFor = (field: string) =>
  z
    .string()
    .trim()
    .max(0, `${field} must be empty for Alumni`)
    .transform(() => undefined);

const person = { firstName: personName('firstName'), lastName: personName('lastName'), email: rosterEmail };

/* A cell of a column the file may leave out (ROSTER_OPTIONAL_COLUMNS): absent, or empty, is none. */
const blank = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const subjectCell = z.preprocess(blank, text('subject', { max: 80 }).optional());

/** A Student's row: their class is required. */
export const studentRowSchema = z.object({
  ...person,
  role: z.literal('Student'),
  ...studentClassSchema.shape,
  batch: z.preprocess(blank, batchSchema.optional()),
});
/** An Alumni row: no class. */
export const alumniRowSchema = z.object({
  ...person,
  role: z.literal('Alumni'),
  branch: emptyFor('branch'),
  year: emptyFor('year'),
  division: emptyFor('division'),
});

/**
 * A Faculty row: with no class, the account only; with a class (branch, year and division, and
 * maybe a subject), also a class they teach (decision 32). A Faculty member who teaches several
 * classes has a row for each.
 */
export const facultyRowSchema = z
  .object({
    ...person,
    role: z.literal('Faculty'),
    branch: z.preprocess(blank, branchSchema.optional()),
    year: z.preprocess(blank, classYearSchema.optional()),
    division: z.preprocess(blank, divisionSchema.optional()),
    subject: subjectCell,
  })
  .transform(({ branch, year, division, subject, ...account }, context) => {
    if (!branch && !year && !division) {
      if (subject) context.addIssue({ code: 'custom', message: 'subject needs a branch, year and division' });
      return account;
    }
    if (!branch || !year || !division) {
      context.addIssue({
        code: 'custom',
        message: 'branch, year and division are all needed for a class a Faculty member teaches',
      });
      return z.NEVER;
    }
    return { ...account, teaches: { branch, year, division, ...(subject && { subject }) } };
  });

export type RosterRow =
  | z.infer<typeof studentRowSchema>
  | z.infer<typeof alumniRowSchema>
  | z.infer<typeof facultyRowSchema>;

/** Starting an import of a confirmed roster upload. */
export const startImportSchema = z.object({ fileId: z.uuid({ error: 'fileId must be an uploaded file' }) });
export const jobIdParamsSchema = z.object({ jobId: z.uuid({ error: 'jobId must be an import id' }) });

export const IMPORT_STATUSES = ['queued', 'checking', 'applying', 'refused', 'completed', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];
/** Statuses after which a job no longer changes. */
export const FINISHED_STATUSES: readonly ImportStatus[] = ['refused', 'completed', 'failed'];

export const refusalSchema = z.object({
  /** The row as a spreadsheet numbers it: the header is row 1. */
  row: z.number().int(),
  reason: z.string(),
});
export type Refusal = z.infer<typeof refusalSchema>;

export const importCountsSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  graduated: z.number().int(),
  refused: z.number().int(),
});
export type ImportCounts = z.infer<typeof importCountsSchema>;

/** An import as the Admin sees it while it runs and after: progress, counts and the refused rows. */
export const importJobSchema = z.object({
  jobId: z.string(),
  fileName: z.string(),
  status: z.enum(IMPORT_STATUSES),
  createdAt: z.string(),
  finishedAt: z.string().optional(),
  /** Rows below the header; 0 until the file has been read. */
  rows: z.number().int(),
  checked: z.number().int(),
  applied: z.number().int(),
  counts: importCountsSchema,
  /** The first MAX_REPORTED_REFUSALS refused rows, in file order; `counts.refused` counts them all. */
  refusals: z.array(refusalSchema),
  /** What happened, when the job refused the file or stopped. */
  message: z.string().optional(),
});
export type ImportJob = z.infer<typeof importJobSchema>;

/** The first password, chosen through the invitation link an imported account was mailed. */
export const acceptInvitationSchema = z.object({
  token: linkTokenSchema('invitation'),
  password: passwordSchema,
});
export type AcceptInvitationInput = z.infer<typeof acceptInvitationSchema>;
