import { TIMETABLE_MESSAGES } from '#shared/constants/timetable-messages';
import type { StudentClass } from '#shared/schemas/student-class';
import { classKey, studentClassSchema } from '#shared/schemas/student-class';
import { comparedText } from '#shared/schemas/text';
import type { Periods } from '#shared/schemas/timetable';
import { type accounts, displayName } from '../accounts';
import { HttpError } from '../lib/http';
import type { findRoom } from '../rooms';
import type { classesOf } from '../teaching';
import { dayOfPeriods } from './college';

/* What a slot's checks read of other groups (handed in, so tests and the import share them). */
export interface SlotCheckDeps {
  readonly accounts: Pick<typeof accounts, 'findByUserId'>;
  readonly findRoom: typeof findRoom;
  readonly classesOf: typeof classesOf;
}

/** A slot's id carries its class and weekday, so it is found without a scan: `<class>.<Mon>.<random>`. */
export function newSlotId(studentClass: StudentClass, weekday: string): string {
  const random = crypto.randomUUID().replaceAll('-', '').slice(0, 12);
  return `${Buffer.from(classKey(studentClass)).toString('base64url')}.${weekday}.${random}`;
}

export function slotPlace(slotId: string): { studentClass: StudentClass; weekday: string } | undefined {
  const [encoded, weekday, random] = slotId.split('.');
  if (!encoded || !weekday || !random) return undefined;
  const [branch, year, division] = Buffer.from(encoded, 'base64url').toString().split('#');
  const parsed = studentClassSchema.safeParse({ branch, year, division });
  return parsed.success ? { studentClass: parsed.data, weekday } : undefined;
}

/** Refuses times outside the college's day (from the first period's start to the last's end). */
export function checkWithinDay(periods: Periods | undefined, times: { start: string; end: string }): void {
  if (!periods) throw new HttpError(400, TIMETABLE_MESSAGES.noPeriods);
  const day = dayOfPeriods(periods);
  if (times.start < day.start || times.end > day.end) throw new HttpError(400, TIMETABLE_MESSAGES.outsideDay);
}

/** The Faculty member's name, when the account is a Faculty member's; refused otherwise. */
export async function facultyName(facultyId: string, deps: SlotCheckDeps): Promise<string> {
  const account = await deps.accounts.findByUserId(facultyId);
  if (account?.role !== 'Faculty') throw new HttpError(400, TIMETABLE_MESSAGES.noSuchFaculty);
  return displayName(account);
}

/** Whether the Faculty member is assigned the class and subject (or the class for every subject). */
export async function teaches(
  facultyId: string,
  taught: StudentClass & { subject: string },
  deps: Pick<SlotCheckDeps, 'classesOf'>,
): Promise<boolean> {
  const key = classKey(taught);
  const subject = comparedText(taught.subject);
  return (await deps.classesOf(facultyId)).some(
    (assigned) =>
      classKey(assigned) === key && (!assigned.subject || comparedText(assigned.subject) === subject),
  );
}

/** Every check of a slot or an extra lecture that needs no clash check; answers the Faculty's name. */
export async function checkLecture(
  lecture: StudentClass & { subject: string; type: string; facultyId: string; room: string; batch?: string },
  deps: SlotCheckDeps,
): Promise<string> {
  if (lecture.batch && lecture.type !== 'Practical')
    throw new HttpError(400, TIMETABLE_MESSAGES.batchOnlyPractical);
  const [name, room, taught] = await Promise.all([
    facultyName(lecture.facultyId, deps),
    deps.findRoom(lecture.room),
    teaches(lecture.facultyId, lecture, deps),
  ]);
  if (!room) throw new HttpError(400, TIMETABLE_MESSAGES.noSuchRoom);
  if (!taught) throw new HttpError(400, TIMETABLE_MESSAGES.notTaught);
  return name;
}
