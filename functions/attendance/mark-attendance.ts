import { ATTENDANCE_MESSAGES } from '../../shared/constants/attendance-messages';
import type { MessageBody } from '../../shared/schemas/account';
import type { MarkAttendanceInput } from '../../shared/schemas/attendance';
import type { Caller } from '../lib/caller';
import { HttpError } from '../lib/http';
import type * as records from './records';
import type * as students from './students';

export interface MarkAttendanceDeps {
  readonly students: Pick<typeof students, 'findStudents'>;
  readonly records: Pick<typeof records, 'putRecords'>;
}

/**
 * Marks each listed student present or absent for one date and session type. Every id must be an
 * active Student's, or nothing is written; marking again replaces the earlier record. Names and
 * email are copied into the record, so the day's list reads without a lookup per student.
 */
export async function markAttendance(
  input: MarkAttendanceInput & { readonly caller: Caller },
  deps: MarkAttendanceDeps,
): Promise<MessageBody> {
  const found = await deps.students.findStudents(input.students.map((student) => student.id));
  const unknown = input.students.filter((student) => !found.has(student.id)).map((student) => student.id);
  if (unknown.length > 0)
    throw new HttpError(400, `${ATTENDANCE_MESSAGES.notStudents} ${unknown.join(', ')}`);
  const markedAt = new Date().toISOString();
  await deps.records.putRecords(
    input.students.map(({ id, present }) => {
      const student = found.get(id);
      if (!student) throw new Error('unreachable: checked above');
      return {
        studentId: id,
        date: input.date,
        type: input.type,
        status: present ? 'Present' : 'Absent',
        first_name: student.firstName,
        last_name: student.lastName,
        email: student.email,
        markedBy: input.caller.userId,
        markedAt,
      };
    }),
  );
  return { msg: ATTENDANCE_MESSAGES.marked };
}
