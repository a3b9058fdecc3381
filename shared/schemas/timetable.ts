import * as z from 'zod';
import { messageSchema } from './account';
import { calendarDate } from './calendar-date';
import { normalizeRoomCode } from './rooms';
import { studentClassSchema } from './student-class';
import { text } from './text';

/** Teaching days: Monday to Saturday, as Indian colleges teach (decision 46). */
export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const weekdaySchema = z.enum(WEEKDAYS, { error: `weekday must be one of ${WEEKDAYS.join(', ')}` });

export const LECTURE_TYPES = ['Lecture', 'Practical', 'Tutorial'] as const;
export const lectureTypeSchema = z.enum(LECTURE_TYPES, {
  error: `type must be one of ${LECTURE_TYPES.join(', ')}`,
});

/** A time of day, "HH:MM" on the 24-hour clock; as text it sorts as it runs. */
export const timeSchema = z
  .string({ error: 'time is required' })
  .trim()
  .regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, 'times must be HH:MM, such as 09:00');

/** A batch of a division (A1, A2…), upper case. */
export const batchSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{1,4}$/, 'batch must be letters and digits, such as A1');

export const interval = <T extends z.ZodObject<{ start: typeof timeSchema; end: typeof timeSchema }>>(
  shape: T,
) => shape.refine((value) => value.start < value.end, { message: 'start must be before end', path: ['end'] });

export const periodSchema = interval(
  z.object({ name: text('name', { min: 1, max: 40 }), start: timeSchema, end: timeSchema }),
);
/** The bell schedule: periods in order, not overlapping; the gaps between them are the breaks. */
export const periodsSchema = z.object({
  periods: z
    .array(periodSchema)
    .min(1)
    .max(16)
    .refine((list) => list.every((period, at) => at === 0 || (list[at - 1]?.end ?? '') <= period.start), {
      message: 'periods must be in order and must not overlap',
    }),
});
export type Periods = z.infer<typeof periodsSchema>;

const dateSchema = calendarDate('date');
export const holidaySchema = z.object({ date: dateSchema, name: text('name', { min: 1, max: 80 }) });
export const termSchema = z
  .object({
    firstDay: calendarDate('firstDay'),
    lastDay: calendarDate('lastDay'),
    holidays: z.array(holidaySchema).max(100),
  })
  .refine((term) => term.firstDay <= term.lastDay, { message: 'firstDay must not be after lastDay' });
export type Term = z.infer<typeof termSchema>;

const lectureFields = {
  start: timeSchema,
  end: timeSchema,
  subject: text('subject', { min: 1, max: 80 }),
  type: lectureTypeSchema,
  facultyId: z.string().min(1).max(64),
  room: text('room', { min: 1, max: 20 }).transform(normalizeRoomCode),
  batch: batchSchema.optional(),
};
/** What an Admin sends for a weekly slot; the room code is normalized (E-101 is E101). */
export const slotFieldsSchema = studentClassSchema.extend({ weekday: weekdaySchema, ...lectureFields });
export const slotInputSchema = interval(slotFieldsSchema);
export type SlotInput = z.infer<typeof slotInputSchema>;
/** An update keeps the slot's class and weekday (they are its id); the rest may change. */
export const slotUpdateSchema = interval(z.object(lectureFields));
export type SlotUpdate = z.infer<typeof slotUpdateSchema>;

export const slotSchema = studentClassSchema.extend({
  slotId: z.string(),
  weekday: weekdaySchema,
  ...lectureFields,
  facultyName: z.string(),
});
export type Slot = z.infer<typeof slotSchema>;

/** A lecture on a date: a weekly slot's (id `slotId#date`) or a one-off extra's (its change id). */
export const lectureSchema = slotSchema.omit({ slotId: true, weekday: true }).extend({
  lectureId: z.string(),
  slotId: z.string().optional(),
  date: dateSchema,
  change: z.enum(['moved', 'substituted', 'extra']).optional(),
});
export type Lecture = z.infer<typeof lectureSchema>;

export const slotIdParamsSchema = z.object({ slotId: z.string().min(1).max(200) });
export const classQuerySchema = studentClassSchema;
export const weekSchema = z.object({ slots: z.array(slotSchema) });
export type Week = z.infer<typeof weekSchema>;
export const slotSavedSchema = messageSchema.extend({ slot: slotSchema });

/** One-off changes for a date (decision 46): of a weekly slot, or an extra lecture. */
export const oneOffSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('cancel'), slotId: z.string().min(1), date: dateSchema }),
  z.object({
    kind: z.literal('move'),
    slotId: z.string().min(1),
    date: dateSchema,
    room: text('room', { min: 1, max: 20 }).transform(normalizeRoomCode).optional(),
    start: timeSchema.optional(),
    end: timeSchema.optional(),
  }),
  z.object({
    kind: z.literal('substitute'),
    slotId: z.string().min(1),
    date: dateSchema,
    facultyId: z.string().min(1),
  }),
  interval(
    z.object({ kind: z.literal('extra'), date: dateSchema, ...studentClassSchema.shape, ...lectureFields }),
  ),
]);
export type OneOff = z.infer<typeof oneOffSchema>;
export const changeSavedSchema = messageSchema.extend({ lecture: lectureSchema.optional() });

export const lecturesQuerySchema = z.object({ date: dateSchema });
export const lecturesSchema = z.object({
  lectures: z.array(lectureSchema),
  cancelled: z.array(lectureSchema),
});

/** A class's date, as the Admin's list of its one-off changes reads it. */
export const classDateQuerySchema = studentClassSchema.extend({ date: dateSchema });
/**
 * A one-off change undone (decision 56): named by its class, date and id (a weekly slot's id for a
 * cancellation, move or substitution; the extra lecture's own id).
 */
export const undoChangeSchema = studentClassSchema.extend({
  date: dateSchema,
  changeId: z.string().min(1).max(200),
});
export type UndoChange = z.infer<typeof undoChangeSchema>;

/** Who is assigned to teach a class (decision 32), one row per subject; no subject is every subject. */
export const classTeachersSchema = z.object({
  teachers: z.array(z.object({ facultyId: z.string(), name: z.string(), subject: z.string().optional() })),
});
export type ClassTeachers = z.infer<typeof classTeachersSchema>;

export const studentBatchParamsSchema = z.object({ userId: z.string().min(1).max(64) });
export const studentBatchSchema = z.object({ batch: batchSchema.optional() });

export const startTimetableImportSchema = z.object({
  fileId: z.uuid({ error: 'fileId must be an uploaded file' }),
});
export const timetableImportSchema = z.object({
  status: z.enum(['refused', 'completed']),
  message: z.string(),
  rows: z.number(),
  classes: z.number(),
  refusals: z.array(z.object({ row: z.number(), reason: z.string() })),
});
export type TimetableImport = z.infer<typeof timetableImportSchema>;

export { TIMETABLE_COLUMNS, TIMETABLE_OPTIONAL_COLUMNS } from '../constants/timetable';
