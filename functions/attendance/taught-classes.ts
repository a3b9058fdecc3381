import { TEACHING_MESSAGES } from '#shared/constants/teaching-messages';
import type { StudentClass } from '#shared/schemas/student-class';
import type { TaughtClasses } from '#shared/schemas/teaching';
import type { Caller } from '../lib/caller';
import { HttpError } from '../lib/http';
import type * as teaching from '../teaching';

interface TaughtDeps {
  readonly teaching: Pick<typeof teaching, 'isAssigned' | 'classesOf'>;
}

/**
 * Runs a use case on one class for a caller who may reach it (decision 32): an Admin any class, a
 * Faculty member only a class an Admin assigned them. The check is made before anything is read,
 * so a refused caller learns nothing of the class, not even whether it has students.
 */
export async function forTaughtClass<T>(
  caller: Caller,
  studentClass: StudentClass,
  deps: TaughtDeps,
  run: () => Promise<T>,
): Promise<T> {
  if (caller.role !== 'Admin' && !(await deps.teaching.isAssigned(caller.userId, studentClass))) {
    throw new HttpError(403, TEACHING_MESSAGES.notYourClass);
  }
  return run();
}

/**
 * As forTaughtClass, for a use case that only reads: the read runs beside the check instead of
 * after it (a class roster is then one round trip, not two), and its answer, or its error, goes out
 * only once the check has passed, so a refused caller still learns nothing of the class.
 */
export async function readTaughtClass<T>(
  caller: Caller,
  studentClass: StudentClass,
  deps: TaughtDeps,
  read: () => Promise<T>,
): Promise<T> {
  if (caller.role === 'Admin') return read();
  const [assigned, answer] = await Promise.allSettled([
    deps.teaching.isAssigned(caller.userId, studentClass),
    read(),
  ]);
  if (assigned.status === 'rejected') throw assigned.reason;
  if (!assigned.value) throw new HttpError(403, TEACHING_MESSAGES.notYourClass);
  if (answer.status === 'rejected') throw answer.reason;
  return answer.value;
}

/** The classes the calling Faculty member is assigned: what their dashboard opens on. */
export async function ownClasses(caller: Caller, deps: TaughtDeps): Promise<TaughtClasses> {
  return { classes: await deps.teaching.classesOf(caller.userId) };
}
