import { ATTENDANCE_MESSAGES } from '#shared/constants/attendance-messages';
import type { Student } from '#shared/schemas/attendance';
import type { StudentClass } from '#shared/schemas/student-class';
import type { Lecture } from '#shared/schemas/timetable';
import type { Caller } from '../lib/caller';
import { HttpError } from '../lib/http';
import type * as timetable from '../timetable';
import type * as students from './students';
import type { StudentAccount } from './students';

export interface LectureDeps {
  readonly timetable: Pick<typeof timetable, 'lecturesOn' | 'batchesOf' | 'weekOf' | 'classOwner'>;
  readonly students: Pick<typeof students, 'classRoster'>;
}

/**
 * The lecture a mark or a roster read names, as the class's day has it (a substitution or a move
 * applied, a cancelled one gone), for a caller who may mark it: an Admin any, a Faculty member only
 * the lectures they teach that day, a substitute's included (decision 48). Not the teaching
 * assignment: a substitute need not be assigned the class, and being assigned it is not enough.
 */
export async function lectureFor(
  caller: Caller,
  at: StudentClass & { readonly date: string; readonly lectureId: string },
  deps: LectureDeps,
): Promise<Lecture> {
  const lectures = await deps.timetable.lecturesOn({ classOf: at }, at.date);
  const lecture = lectures.find((one) => one.lectureId === at.lectureId);
  // A Faculty member learns no more of another's lecture than of one that does not exist.
  if (caller.role !== 'Admin' && lecture?.facultyId !== caller.userId)
    throw new HttpError(403, ATTENDANCE_MESSAGES.notYourLecture);
  if (!lecture) throw new HttpError(404, ATTENDANCE_MESSAGES.noLecture);
  return lecture;
}

/**
 * Who attends a lecture, in name order: its class's roster, or for a batch's practical that
 * batch's students only (the roster's batches read together, a BatchGet of 100 a request).
 */
export async function lectureRoster(
  lecture: Lecture,
  deps: LectureDeps,
): Promise<Map<string, StudentAccount>> {
  const roster = await deps.students.classRoster(lecture);
  const { batch } = lecture;
  if (!batch) return roster;
  const batches = await deps.timetable.batchesOf([...roster.keys()]);
  return new Map([...roster].filter(([id]) => batches.get(id) === batch));
}

export const asStudent = ({ userId, firstName, lastName, email }: StudentAccount): Student => ({
  _id: userId,
  firstName,
  lastName,
  email,
});

/** Whether a class has a weekly timetable: then each mark must name its lecture. */
export async function hasTimetable(studentClass: StudentClass, deps: LectureDeps): Promise<boolean> {
  return (await deps.timetable.weekOf(deps.timetable.classOwner(studentClass))).length > 0;
}
