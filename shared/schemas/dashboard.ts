import * as z from 'zod';
import { GPT_STATUSES } from './gpt';
import { IMPORT_STATUSES } from './roster';

/*
 * What each role's dashboard shows on its cards, read in one call (GET /api/dashboard). A fact
 * left out could not be read this time: its card keeps its fixed description. Later facts (the
 * timetable's) join a role's summary as more optional fields.
 */

/** A count up to a cap: `more` when there are more than `count` ("99+"). */
export const cappedCountSchema = z.object({ count: z.number().int().nonnegative(), more: z.boolean() });
export type CappedCount = z.infer<typeof cappedCountSchema>;

export const adminSummarySchema = z.object({
  role: z.literal('Admin'),
  pendingApprovals: cappedCountSchema.optional(),
  /** Account mail (reset, confirmation, invitation) and contact messages given up on. */
  undeliveredMail: z.object({ account: cappedCountSchema, contact: cappedCountSchema }).optional(),
  /** The latest roster import; null before the first. */
  lastRosterImport: z
    .object({
      status: z.enum(IMPORT_STATUSES),
      createdAt: z.string(),
      finishedAt: z.string().optional(),
      /** Rows stored: created, updated, unchanged or made Alumni. */
      imported: z.number().int(),
      refused: z.number().int(),
    })
    .nullable()
    .optional(),
});

export const facultySummarySchema = z.object({ role: z.literal('Faculty') });

export const studentSummarySchema = z.object({
  role: z.literal('Student'),
  /** Announcements posted since the student last opened Notifications. */
  unreadAnnouncements: cappedCountSchema.optional(),
  /** Notes for the student's branch and year since they last opened Study Buddy; absent without a class. */
  newClassNotes: cappedCountSchema.optional(),
  /** The student's latest question to the assistant; null before the first. */
  lastQuestion: z
    .object({ status: z.enum(GPT_STATUSES), askedAt: z.string() })
    .nullable()
    .optional(),
});

export const dashboardSummarySchema = z.discriminatedUnion('role', [
  adminSummarySchema,
  facultySummarySchema,
  studentSummarySchema,
]);
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;
export type AdminSummary = z.infer<typeof adminSummarySchema>;
export type StudentSummary = z.infer<typeof studentSummarySchema>;

/** The sections whose opening a dashboard's "since your last visit" counts start from. */
export const VISITED_SECTIONS = ['notifications', 'studybuddy'] as const;
export type VisitedSection = (typeof VISITED_SECTIONS)[number];
export const recordVisitSchema = z.object({ section: z.enum(VISITED_SECTIONS) });
export const recordedVisitSchema = z.object({ section: z.enum(VISITED_SECTIONS), visitedAt: z.string() });
