import { classKey, type StudentClass } from '#shared/schemas/student-class';
import type { Lecture } from '#shared/schemas/timetable';
import { datedItemsBetween } from './dated-clashes';
import { classOwner, type DayItem } from './day-items';
import { changeSchema } from './lectures';

/** A class's one-off change on a date: a weekly slot's lecture cancelled, or an extra lecture. */
export type DatedChange =
  | { readonly kind: 'cancelled'; readonly date: string; readonly slotId: string }
  | { readonly kind: 'extra'; readonly date: string; readonly lecture: Lecture };

/*
 * What the rest of a term changes of a class's weekly lectures (decision 55): its date items
 * between two dates, one query of the class's partition. Dates (`2026-12-10`) sort before the
 * weekday items, so the range holds dated items only (dated-clashes.ts, datedItemsBetween).
 * A move or a substitution keeps the lecture, so only cancellations and extra lectures are answered.
 */
export async function changesBetween(
  studentClass: StudentClass,
  from: string,
  to: string,
): Promise<DatedChange[]> {
  return changesIn(studentClass, await datedItemsBetween(classOwner(studentClass), from, to));
}

/** The cancellations and extra lectures of a class in date items of its partition already read. */
export function changesIn(studentClass: StudentClass, items: readonly DayItem[]): DatedChange[] {
  const ofClass = (lecture: Lecture) => classKey(lecture) === classKey(studentClass);
  return items.flatMap(({ day, entries }) =>
    Object.values(entries).flatMap((entry): DatedChange[] => {
      const change = changeSchema.parse(entry);
      if (!ofClass(change.lecture)) return [];
      if (change.kind === 'extra') return [{ kind: 'extra', date: day, lecture: change.lecture }];
      return change.cancelled ? [{ kind: 'cancelled', date: day, slotId: change.slotId }] : [];
    }),
  );
}
