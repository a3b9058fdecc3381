import * as z from 'zod';
import { accountSummarySchema, loginIdSchema, messageSchema } from './account';
import { studentClassSchema } from './student-class';

/** An Admin looks a student up by the email they log in with. */
export const studentByEmailQuerySchema = z.object({ email: loginIdSchema });

/** A student as the Classes section shows them: the account and its class (none until asked). */
export const classStudentSchema = accountSummarySchema.extend({
  studentClass: studentClassSchema.optional(),
});
export type ClassStudent = z.infer<typeof classStudentSchema>;

export const studentByEmailSchema = z.object({ student: classStudentSchema });

/** What a class change answers: its confirmation, and the student as they now are. */
export const classChangedSchema = messageSchema.extend({ student: classStudentSchema });
