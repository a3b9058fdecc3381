import * as z from 'zod';
import { ATTENDANCE_MESSAGES } from '../constants/attendance-messages';
import { collegeToday } from '../constants/college-time';
import { calendarDate } from './calendar-date';
import { studentClassSchema } from './student-class';
import { text } from './text';
import { lectureSchema } from './timetable';

/** A session's "Type" (docs/requirements.md#attendance-view); these values come from issue 47, not from it. */
export const SESSION_TYPES = ['Lecture', 'Practical', 'Tutorial'] as const;
export type SessionType = (typeof SESSION_TYPES)[number];

/** Students one marking call may carry: a large lecture, with room to spare. */
export const MAX_MARKED = 200;

/** YYYY-MM-DD, a real calendar date. */
export const dateSchema = calendarDate('date');

/** A student of a class's roster; the email tells two of the same name apart. */
export const studentSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});
export type Student = z.infer<typeof studentSchema>;

/** Every read and mark names one class (branch, year, division): Faculty see that roster only. */
const classFields = studentClassSchema.shape;

export const studentsQuerySchema = z.object({
  ...classFields,
  search: text('search', { max: 100 }).optional(),
  cursor: z.string().max(2048).optional(),
});
export type StudentsQuery = z.infer<typeof studentsQuerySchema>;
export const studentsPageSchema = z.object({
  students: z.array(studentSchema),
  nextCursor: z.string().optional(),
});
export type StudentsPage = z.infer<typeof studentsPageSchema>;

/* A session is marked once it has been held: never for a day after the college's today. */
const markedDateSchema = dateSchema.refine(
  (value) => value <= collegeToday(),
  'date must not be after today',
);

/*
 * A mark names its lecture (decision 48): the class, the date and the lecture's id (`slotId#date`,
 * or an extra lecture's own). A class with no timetable is still marked by session type.
 */
export const lectureIdSchema = z.string().min(1).max(200);
export const markAttendanceSchema = z
  .object({
    ...classFields,
    date: markedDateSchema,
    lectureId: lectureIdSchema.optional(),
    type: z.enum(SESSION_TYPES, { error: `type must be one of ${SESSION_TYPES.join(', ')}` }).optional(),
    students: z
      .array(
        z.object({
          id: z.uuid({ error: 'students: each id must be a student id' }),
          present: z.boolean({ error: 'students: present must be true or false' }),
        }),
        { error: 'students is required' },
      )
      .min(1, 'students must list at least one student')
      .max(MAX_MARKED, `students may list at most ${MAX_MARKED} students`)
      .refine(
        (students) => new Set(students.map((student) => student.id)).size === students.length,
        'students must list each student once',
      ),
  })
  .refine(
    (mark) => (mark.lectureId === undefined) !== (mark.type === undefined),
    ATTENDANCE_MESSAGES.lectureOrType,
  );
export type MarkAttendanceInput = z.infer<typeof markAttendanceSchema>;

export const ATTENDANCE_STATUSES = ['Present', 'Absent'] as const;

/**
 * A record as Faculty read it (the required date, first_name, last_name, email, status:
 * docs/requirements.md#entities), with its type.
 */
export const facultyRecordSchema = z.object({
  studentId: z.string(),
  date: z.string(),
  type: z.enum(SESSION_TYPES),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  status: z.enum(ATTENDANCE_STATUSES),
  /* A lecture's record says which lecture; one stored before lectures existed has none of these. */
  lectureId: z.string().optional(),
  subject: z.string().optional(),
  start: z.string().optional(),
  end: z.string().optional(),
});
export type FacultyRecord = z.infer<typeof facultyRecordSchema>;

export const dateQuerySchema = z.object({ ...classFields, date: dateSchema });
export const dateRecordsSchema = z.object({ records: z.array(facultyRecordSchema) });

/** A range for the CSV export; at most a year. */
export const exportQuerySchema = z
  .object({ ...classFields, from: dateSchema, to: dateSchema })
  .refine(({ from, to }) => from <= to, 'from must not be after to')
  .refine(
    ({ from, to }) => Date.parse(to) - Date.parse(from) <= 366 * 24 * 3600 * 1000,
    'the range may span at most a year',
  );
export const csvSchema = z.object({ filename: z.string(), csv: z.string() });

/** A record as its student reads it (date, type, status, and the lecture's subject when it has one). */
export const ownRecordSchema = z.object({
  date: z.string(),
  type: z.enum(SESSION_TYPES),
  status: z.enum(ATTENDANCE_STATUSES),
  subject: z.string().optional(),
});
export const ownAttendanceQuerySchema = z.object({ cursor: z.string().max(2048).optional() });
export const ownAttendanceSchema = z.object({
  records: z.array(ownRecordSchema),
  nextCursor: z.string().optional(),
  /** Of every record the student has, not only this page; null before the first. */
  presentPercent: z.number().nullable(),
});
export type OwnAttendance = z.infer<typeof ownAttendanceSchema>;

/** One lecture to mark: its class, date and id. */
export const lectureQuerySchema = z.object({ ...classFields, date: dateSchema, lectureId: lectureIdSchema });
/** The lecture, its students by name (a batch practical's batch only), and whether it is marked. */
export const lectureRosterSchema = z.object({
  lecture: lectureSchema,
  students: z.array(studentSchema),
  marked: z.boolean(),
});
export type LectureRoster = z.infer<typeof lectureRosterSchema>;

/** How many days back Update Attendance looks for lectures left unmarked. */
export const UNMARKED_DAYS = 14;
export const teachingDayQuerySchema = z.object({ date: dateSchema });
const markedLectureSchema = lectureSchema.extend({ marked: z.boolean() });
/** A Faculty member's lectures of a date, and those of the last 14 days still unmarked. */
export const teachingDaySchema = z.object({
  lectures: z.array(markedLectureSchema),
  unmarked: z.array(lectureSchema),
  /** Whether they have weekly slots at all: without, Update Attendance marks by class and type. */
  timetabled: z.boolean(),
});
export type TeachingDay = z.infer<typeof teachingDaySchema>;

/** The subject of a record marked before lectures existed: counted by its type alone. */
export const NO_SUBJECT = '—';
export const ELIGIBILITY_BANDS = ['eligible', 'condonable', 'detained'] as const;
/** The college's bands (issue 47): at least `eligible`% is eligible, at least `condonable`% condonable. */
export interface EligibilityBands {
  readonly eligible: number;
  readonly condonable: number;
  /** Whether theory and practicals are counted apart (a row per subject and type). */
  readonly countApart: boolean;
}
export const DEFAULT_ELIGIBILITY: EligibilityBands = { eligible: 75, condonable: 65, countApart: true };
/* A percentage of whole points; the minimum stays under 100, since reaching it must stay possible. */
const percentSchema = (name: string, max: number) =>
  z
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(1)
    .max(max);
/** What an Admin sets: the two thresholds, and whether theory and practicals are counted apart. */
export const eligibilitySettingsSchema = z
  .object({
    eligible: percentSchema('eligible', 99),
    condonable: percentSchema('condonable', 99),
    countApart: z.boolean(),
  })
  .refine((bands) => bands.condonable <= bands.eligible, 'condonable must not be above eligible');

/** One subject's (and type's, when counted apart) attendance this term and what it means. */
export const subjectSummarySchema = z.object({
  subject: z.string(),
  type: z.enum(SESSION_TYPES).optional(),
  held: z.number().int(),
  attended: z.number().int(),
  /** Lectures of it still expected this term, from the timetable. */
  remaining: z.number().int(),
  /** Rounded down; null before any is held. */
  percent: z.number().int().nullable(),
  band: z.enum(ELIGIBILITY_BANDS),
  advice: z.string(),
});
export type SubjectSummary = z.infer<typeof subjectSummarySchema>;
export const attendanceSummarySchema = z.object({
  subjects: z.array(subjectSummarySchema),
  minimum: z.number().int(),
});
export type AttendanceSummary = z.infer<typeof attendanceSummarySchema>;

/** A class and one subject of it, for the list of its students under the minimum. */
export const underMinimumQuerySchema = z.object({
  ...classFields,
  subject: text('subject', { min: 1, max: 80 }),
});
export type UnderMinimumQuery = z.infer<typeof underMinimumQuerySchema>;
export const underMinimumStudentSchema = subjectSummarySchema.extend({
  studentId: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
});
export type UnderMinimumStudent = z.infer<typeof underMinimumStudentSchema>;
/** A class's students under the minimum in one subject this term, one row per type counted apart. */
export const underMinimumSchema = z.object({
  minimum: z.number().int(),
  students: z.array(underMinimumStudentSchema),
});
export type UnderMinimum = z.infer<typeof underMinimumSchema>;
