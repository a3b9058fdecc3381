import { TIMETABLE_MESSAGES } from '#shared/constants/timetable-messages';
import type { StudentClass } from '#shared/schemas/student-class';
import { type Slot, slotSchema, WEEKDAYS, type Week } from '#shared/schemas/timetable';
import { type accounts, classOf } from '../accounts';
import type { Caller } from '../lib/caller';
import { HttpError } from '../lib/http';
import type { isAssigned } from '../teaching';
import { batchOf } from './college';
import { classOwner, facultyOwner, keyOf, readDays } from './day-items';
import { type Day, dayOf } from './lectures';

export interface ReadDeps {
  readonly accounts: Pick<typeof accounts, 'findByUserId'>;
  readonly isAssigned: typeof isAssigned;
}

/** The order a week is read in: by weekday, then start. */
export const byDayAndTime = (a: Slot, b: Slot) =>
  WEEKDAYS.indexOf(a.weekday) - WEEKDAYS.indexOf(b.weekday) || a.start.localeCompare(b.start);

/** An owner's week: its six weekday items, one BatchGet. */
export async function weekOf(owner: string): Promise<Slot[]> {
  const keys = WEEKDAYS.map((day) => ({ owner, day }));
  const items = await readDays(keys);
  return keys
    .flatMap((key) => Object.values(items.get(keyOf(key))?.entries ?? {}))
    .map((entry) => slotSchema.parse(entry))
    .sort(byDayAndTime);
}

/* A Student's class and batch, from their account (never from the request). */
export async function studentPlace(
  caller: Pick<Caller, 'userId'>,
  deps: Pick<ReadDeps, 'accounts'>,
): Promise<{ studentClass: StudentClass; batch?: string } | undefined> {
  const account = await deps.accounts.findByUserId(caller.userId);
  const studentClass = account && classOf(account);
  if (!studentClass) return undefined;
  const batch = await batchOf(caller.userId);
  return { studentClass, ...(batch && { batch }) };
}

export const forBatch =
  <T extends { batch?: string }>(batch: string | undefined) =>
  (entry: T) =>
    !batch || !entry.batch || entry.batch === batch;

/** A class's week: a Student their own only, a Faculty member a class they teach, an Admin any. */
export async function classWeek(studentClass: StudentClass, caller: Caller, deps: ReadDeps): Promise<Week> {
  if (caller.role === 'Student') {
    const own = await studentPlace(caller, deps);
    if (!own || classOwner(own.studentClass) !== classOwner(studentClass))
      throw new HttpError(403, TIMETABLE_MESSAGES.notYourClass);
  } else if (caller.role === 'Faculty' && !(await deps.isAssigned(caller.userId, studentClass))) {
    throw new HttpError(403, TIMETABLE_MESSAGES.notYourClass);
  }
  return { slots: await weekOf(classOwner(studentClass)) };
}

/** A Student's class week (their own batch's practicals only), or a Faculty member's teaching week. */
export async function ownWeek(caller: Caller, deps: ReadDeps): Promise<Week> {
  if (caller.role === 'Faculty') return { slots: await weekOf(facultyOwner(caller.userId)) };
  const own = await studentPlace(caller, deps);
  if (!own) return { slots: [] };
  const { studentClass, batch } = own;
  return { slots: (await weekOf(classOwner(studentClass))).filter(forBatch(batch)) };
}

/** The caller's lectures on a date (and those cancelled), as ownWeek chooses them. */
export async function ownLectures(date: string, caller: Caller, deps: ReadDeps): Promise<Day> {
  if (caller.role === 'Faculty') return dayOf({ facultyId: caller.userId }, date);
  const own = await studentPlace(caller, deps);
  if (!own) return { lectures: [], cancelled: [] };
  const { studentClass, batch } = own;
  const day = await dayOf({ classOf: studentClass }, date);
  return { lectures: day.lectures.filter(forBatch(batch)), cancelled: day.cancelled.filter(forBatch(batch)) };
}
