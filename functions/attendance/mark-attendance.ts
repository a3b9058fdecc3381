import { ATTENDANCE_MESSAGES } from '#shared/constants/attendance-messages';
import type { MessageBody } from '#shared/schemas/account';
import type { MarkAttendanceInput } from '#shared/schemas/attendance';
import type { Caller } from '../lib/caller';
import { HttpError } from '../lib/http';
import type * as records from './records';
import type * as students from './students';

export interface MarkAttendanceDeps {
  readonly students: Pick<typeof students, 'classRoster'>;
  readonly records: Pick<typeof records, 'putRecords'>;
}

/**
 * Marks each listed student of one class present or absent for one date and session type. Every
 * id must be on that class's roster (an active Student of the class), or nothing is written;
 * marking again replaces the earlier record. Names, email and class are copied into the record,
 * so the day's list reads by class without a lookup per student.
 */
export async function markAttendance(
  input: MarkAttendanceInput & { readonly caller: Caller },
  deps: MarkAttendanceDeps,
): Promise<MessageBody> {
  const { branch, year, division } = input;
  const roster = await deps.students.classRoster({ branch, year, division });
  const unknown = input.students.filter((student) => !roster.has(student.id)).map((student) => student.id);
  if (unknown.length > 0)
    throw new HttpError(400, `${ATTENDANCE_MESSAGES.notStudents} ${unknown.join(', ')}`);
  const markedAt = new Date().toISOString();
  await deps.records.putRecords(
    input.students.map(({ id, present }) => {
      const student = roster.get(id);
      if (!student) throw new Error('unreachable: checked above');
      return {
        studentId: id,
        date: input.date,
        type: input.type,
        status: present ? 'Present' : 'Absent',
        first_name: student.firstName,
        last_name: student.lastName,
        email: student.email,
        branch,
        year,
        division,
        markedBy: input.caller.userId,
        markedAt,
      };
    }),
  );
  return { msg: ATTENDANCE_MESSAGES.marked };
}
