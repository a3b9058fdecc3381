import { ATTENDANCE_MESSAGES } from '#shared/constants/attendance-messages';
import type { MessageBody } from '#shared/schemas/account';
import type { MarkAttendanceInput } from '#shared/schemas/attendance';
import type { Lecture } from '#shared/schemas/timetable';
import type { Caller } from '../lib/caller';
import { HttpError } from '../lib/http';
import { hasTimetable, type LectureDeps, lectureFor, lectureRoster } from './lecture-access';
import type * as lectureMarks from './lecture-marks';
import type * as records from './records';
import { slotOf } from './records';
import type { StudentAccount } from './students';

export interface MarkAttendanceDeps extends LectureDeps {
  readonly records: Pick<typeof records, 'putRecords'>;
  readonly lectureMarks: Pick<typeof lectureMarks, 'markOf' | 'putMark'>;
}

type Mark = MarkAttendanceInput & { readonly caller: Caller };

/* Every id must be on the roster, or nothing is written. */
function checkedRoster(input: Mark, roster: Map<string, StudentAccount>) {
  const unknown = input.students.filter((student) => !roster.has(student.id)).map((student) => student.id);
  if (unknown.length > 0)
    throw new HttpError(400, `${ATTENDANCE_MESSAGES.notStudents} ${unknown.join(', ')}`);
  return (id: string) => roster.get(id) as StudentAccount;
}

/* The records of a mark: names, email and class copied in, so a day's list reads by class alone. */
function recordsOf(input: Mark, student: (id: string) => StudentAccount, lecture?: Lecture) {
  const markedAt = new Date().toISOString();
  const { branch, year, division, date } = input;
  return input.students.map(({ id, present }) => ({
    studentId: id,
    date,
    type: lecture?.type ?? input.type ?? 'Lecture',
    status: present ? ('Present' as const) : ('Absent' as const),
    first_name: student(id).firstName,
    last_name: student(id).lastName,
    email: student(id).email,
    branch,
    year,
    division,
    markedBy: input.caller.userId,
    markedAt,
    // What eligibility per subject counts (issue 47 item 4): the lecture, its subject and time.
    ...(lecture && {
      lectureId: lecture.lectureId,
      subject: lecture.subject,
      start: lecture.start,
      end: lecture.end,
    }),
  }));
}

/**
 * Marks one lecture (decision 48): each listed student of it present or absent. Only its Faculty
 * member (a substitute's too) or an Admin may; marking it again replaces its records, and removes
 * those of students the earlier mark listed and this one does not.
 */
export async function markLecture(
  input: Mark & { readonly lectureId: string },
  deps: MarkAttendanceDeps,
): Promise<MessageBody> {
  const lecture = await lectureFor(input.caller, input, deps);
  const [roster, earlier] = await Promise.all([
    lectureRoster(lecture, deps),
    deps.lectureMarks.markOf(lecture.lectureId),
  ]);
  const student = checkedRoster(input, roster);
  const listed = new Set(input.students.map((one) => one.id));
  const slot = slotOf(lecture);
  const removed = (earlier ?? []).filter((id) => !listed.has(id)).map((studentId) => ({ studentId, slot }));
  await deps.records.putRecords(recordsOf(input, student, lecture), removed);
  await deps.lectureMarks.putMark(lecture, [...listed], input.caller.userId);
  return { msg: ATTENDANCE_MESSAGES.marked };
}

/**
 * Marks each listed student of one class for one date and session type, as before lectures: only
 * for a class with no timetable (a college that has not entered one), whose lectures cannot be
 * named. Marking again replaces the earlier record of the same student, date and type.
 */
export async function markByType(input: Mark, deps: MarkAttendanceDeps): Promise<MessageBody> {
  const [timetabled, roster] = await Promise.all([
    hasTimetable(input, deps),
    deps.students.classRoster(input),
  ]);
  if (timetabled) throw new HttpError(400, ATTENDANCE_MESSAGES.markTheLecture);
  await deps.records.putRecords(recordsOf(input, checkedRoster(input, roster)));
  return { msg: ATTENDANCE_MESSAGES.marked };
}
