import { ATTENDANCE_MESSAGES } from '#shared/constants/attendance-messages';
import type { MessageBody } from '#shared/schemas/account';
import type { MarkAttendanceInput, SessionType } from '#shared/schemas/attendance';
import type { StudentClass } from '#shared/schemas/student-class';
import type { Lecture } from '#shared/schemas/timetable';
import type { Caller } from '../lib/caller';
import { scopes, stampChange } from '../lib/change-stamps';
import { HttpError } from '../lib/http';
import { hasTimetable, type LectureDeps, lectureFor, lectureRoster } from './lecture-access';
import { commitNewest, type MarkWriteDeps, settleRecords } from './lecture-mark-commit';
import type { LectureMark } from './lecture-marks';
import type { ClassRecord } from './records';
import type { StudentAccount } from './students';
import { noteMark } from './under-minimum-counts';

export type MarkAttendanceDeps = LectureDeps & MarkWriteDeps;

type Mark = MarkAttendanceInput & { readonly caller: Caller };

/* Every id must be on the roster, or nothing is written. */
function checkedRoster(input: Mark, roster: Map<string, StudentAccount>) {
  const unknown = input.students.filter((student) => !roster.has(student.id)).map((student) => student.id);
  if (unknown.length > 0)
    throw new HttpError(400, `${ATTENDANCE_MESSAGES.notStudents} ${unknown.join(', ')}`);
  return (id: string) => roster.get(id) as StudentAccount;
}

interface Marked {
  readonly students: readonly { readonly id: string; readonly present: boolean }[];
  readonly markedBy: string;
  readonly markedAt: string;
}

/* The records of a mark: names, email and class copied in, so a day's list reads by class alone. */
function recordsOf(
  at: StudentClass & { readonly date: string; readonly type?: SessionType },
  mark: Marked,
  student: (id: string) => StudentAccount,
  lecture?: Lecture,
): ClassRecord[] {
  const { branch, year, division, date } = at;
  return mark.students.map(({ id, present }) => ({
    studentId: id,
    date,
    type: lecture?.type ?? at.type ?? 'Lecture',
    status: present ? ('Present' as const) : ('Absent' as const),
    first_name: student(id).firstName,
    last_name: student(id).lastName,
    email: student(id).email,
    branch,
    year,
    division,
    markedBy: mark.markedBy,
    markedAt: mark.markedAt,
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
 * member (a substitute's too) or an Admin may. Marking it again replaces its records, and removes
 * those of students an earlier mark listed and this one does not; of marks at once, the last to
 * land is what the records hold (lecture-mark-commit.ts).
 */
export async function markLecture(
  input: Mark & { readonly lectureId: string },
  deps: MarkAttendanceDeps,
): Promise<MessageBody> {
  const lecture = await lectureFor(input.caller, input, deps);
  let roster = await lectureRoster(lecture, deps);
  checkedRoster(input, roster);
  const committed = await commitNewest(
    lecture,
    {
      studentIds: input.students.map((one) => one.id),
      presentIds: input.students.filter((one) => one.present).map((one) => one.id),
      markedBy: input.caller.userId,
      markedAt: new Date().toISOString(),
    },
    deps,
  );
  // A newer mark, written here when it landed meanwhile, may name a student who joined since.
  const recordsOfMark = async (mark: LectureMark) => {
    if (mark.studentIds.some((id) => !roster.has(id))) roster = await lectureRoster(lecture, deps);
    const present = new Set(mark.presentIds);
    const students = mark.studentIds
      .filter((id) => roster.has(id))
      .map((id) => ({ id, present: present.has(id) }));
    return recordsOf(lecture, { ...mark, students }, (id) => roster.get(id) as StudentAccount, lecture);
  };
  let removed: ReadonlySet<string> = new Set();
  try {
    removed = await settleRecords(lecture, committed, recordsOfMark, deps);
    // The class and subject's counts, which the Faculty's dashboard reads (decision 55).
    await noteMark(lecture);
  } finally {
    // The mark item landed (the teaching day's "marked"), and maybe records and counts, even when a
    // later step failed: the class's summaries, the marker's and the lecture's teacher's (a
    // substitute's week need not hold the class) read again (decision 64), and those of students
    // whose records went (one moved to another class reads its own class's stamps).
    await stampChange(
      scopes.ofClass(lecture),
      scopes.user(input.caller.userId),
      scopes.user(lecture.facultyId),
      ...[...removed].map(scopes.user),
    );
  }
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
  const mark = {
    students: input.students,
    markedBy: input.caller.userId,
    markedAt: new Date().toISOString(),
  };
  await deps.records.putRecords(recordsOf(input, mark, checkedRoster(input, roster)));
  // The class's Students' records changed (their summaries' attendance).
  await stampChange(scopes.ofClass(input), scopes.user(input.caller.userId));
  return { msg: ATTENDANCE_MESSAGES.marked };
}
