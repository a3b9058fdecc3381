import * as z from 'zod';
import { ELIGIBILITY_BANDS, SESSION_TYPES } from './attendance';
import { GPT_STATUSES } from './gpt';
import { IMPORT_STATUSES } from './roster';
import { studentClassSchema } from './student-class';

/*
 * What each role's dashboard shows on its cards, read in one call (GET /api/dashboard). A fact
 * left out could not be read this time: its card keeps its fixed description. The timetable's facts
 * (decision 54) are optional fields too.
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
  /** The last timetable import's result and when it ended; null before the first. */
  lastTimetableImport: z
    .object({
      status: z.enum(['refused', 'completed']),
      finishedAt: z.string(),
      rows: z.number().int(),
      classes: z.number().int(),
      refused: z.number().int(),
    })
    .nullable()
    .optional(),
  /** Classes that have students but no weekly slot (decision 55), the first few by name. */
  classesWithoutTimetable: z
    .object({
      count: z.number().int().nonnegative(),
      /** More than `count` (the cap), shown "99+" as the other counts. */
      more: z.boolean().optional(),
      classes: z.array(studentClassSchema.extend({ students: z.number().int().positive() })),
    })
    .optional(),
});

/** A lecture as a dashboard shows it: when, what, where and who. */
export const lectureBriefSchema = z.object({
  lectureId: z.string(),
  date: z.string(),
  start: z.string(),
  end: z.string(),
  subject: z.string(),
  room: z.string(),
  facultyName: z.string(),
  change: z.enum(['moved', 'substituted', 'extra']).optional(),
});
export type LectureBrief = z.infer<typeof lectureBriefSchema>;

export const facultySummarySchema = z.object({
  role: z.literal('Faculty'),
  /** Today's lectures, each marked or not, and how many of the last 14 days' are still unmarked. */
  timetable: z
    .object({
      date: z.string(),
      lectures: z.array(lectureBriefSchema.extend({ marked: z.boolean() })),
      unmarked: z.number().int().nonnegative(),
    })
    .optional(),
  /** Students under the minimum in the classes and subjects of the Faculty member's week (decision 55). */
  underMinimum: z
    .object({
      minimum: z.number().int(),
      /** Each student once, however many of the Faculty member's subjects they are under in. */
      students: z.number().int().nonnegative(),
      classes: z.array(
        studentClassSchema.extend({ subject: z.string(), students: z.number().int().positive() }),
      ),
    })
    .optional(),
});

/** A Student's day in the college's time zone; `next` is the next lecture not yet started, or null. */
export const studentTimetableSchema = z.object({
  date: z.string(),
  lectures: z.array(lectureBriefSchema),
  cancelled: z.array(lectureBriefSchema),
  next: lectureBriefSchema.nullable(),
});
export type StudentTimetable = z.infer<typeof studentTimetableSchema>;

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
  /** Today's lectures and the next one; absent without a class. */
  timetable: studentTimetableSchema.optional(),
  /** The subjects (by type where counted apart) the Student is under the minimum in this term. */
  underMinimum: z
    .object({
      minimum: z.number().int(),
      subjects: z.array(
        z.object({
          subject: z.string(),
          type: z.enum(SESSION_TYPES).optional(),
          percent: z.number().int().nullable(),
          band: z.enum(ELIGIBILITY_BANDS),
        }),
      ),
    })
    .optional(),
});

export const dashboardSummarySchema = z.discriminatedUnion('role', [
  adminSummarySchema,
  facultySummarySchema,
  studentSummarySchema,
]);
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;
export type AdminSummary = z.infer<typeof adminSummarySchema>;
export type FacultySummary = z.infer<typeof facultySummarySchema>;
export type StudentSummary = z.infer<typeof studentSummarySchema>;

/** The sections whose opening a dashboard's "since your last visit" counts start from. */
export const VISITED_SECTIONS = ['notifications', 'studybuddy'] as const;
export type VisitedSection = (typeof VISITED_SECTIONS)[number];
export const recordVisitSchema = z.object({ section: z.enum(VISITED_SECTIONS) });
export const recordedVisitSchema = z.object({ section: z.enum(VISITED_SECTIONS), visitedAt: z.string() });
