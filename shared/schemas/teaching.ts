import * as z from 'zod';
import { accountSummarySchema, loginIdSchema, messageSchema } from './account';
import { studentClassSchema } from './student-class';
import { text } from './text';

/** Classes one Faculty may be assigned (a full timetable is a dozen or so; the cap keeps a list whole). */
export const MAX_CLASSES_TAUGHT = 40;

/**
 * A class a Faculty teaches (decision 32): branch, year and division, and optionally what they teach
 * there. A class taught twice (two subjects) is two assignments.
 */
export const taughtClassSchema = studentClassSchema.extend({
  subject: text('subject', { max: 80 }).optional(),
});
export type TaughtClass = z.infer<typeof taughtClassSchema>;

/** A blank subject is no subject: a form's empty field and a roster's empty cell mean the same. */
export const assignClassSchema = studentClassSchema.extend({
  subject: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    text('subject', { max: 80 }).optional(),
  ),
});
export type AssignClassInput = z.infer<typeof assignClassSchema>;

/** An Admin looks a Faculty member up by the email they log in with. */
export const facultyByEmailQuerySchema = z.object({ email: loginIdSchema });

export const taughtClassesSchema = z.object({ classes: z.array(taughtClassSchema) });
export type TaughtClasses = z.infer<typeof taughtClassesSchema>;

/** A Faculty member and the classes they are assigned, as the Admin's Teaching screen shows them. */
export const facultyTeachingSchema = taughtClassesSchema.extend({ faculty: accountSummarySchema });
export type FacultyTeaching = z.infer<typeof facultyTeachingSchema>;

/** What an assignment or its removal answers: its confirmation and the classes as they now are. */
export const teachingChangedSchema = messageSchema.extend({ classes: z.array(taughtClassSchema) });
