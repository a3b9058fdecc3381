import type { AttendanceSummary } from '#shared/schemas/attendance';
import type { FacultySummary, StudentSummary } from '#shared/schemas/dashboard';
import { classKey } from '#shared/schemas/student-class';
import type { Slot } from '#shared/schemas/timetable';
import type { countsAmong, findEligibility, underOf } from '../attendance';
import type { facultyOwner, weekOf } from '../timetable';

export interface AttendanceFactDeps {
  readonly countsAmong: typeof countsAmong;
  readonly underOf: typeof underOf;
  readonly findEligibility: typeof findEligibility;
  readonly weekOf: typeof weekOf;
  readonly facultyOwner: typeof facultyOwner;
}

/** The subjects a Student is under the minimum in: the rows of their own summary below it. */
export function studentUnderMinimum({
  subjects,
  minimum,
}: AttendanceSummary): StudentSummary['underMinimum'] {
  return {
    minimum,
    subjects: subjects
      .filter((row) => row.band !== 'eligible' && row.held > 0)
      .map(({ subject, type, percent, band }) => ({ subject, ...(type && { type }), percent, band })),
  };
}

/**
 * How many students are under the minimum in the classes and subjects of a Faculty member's week:
 * their week (six items, the teaching day's read when given) and one BatchGet of the counts kept per
 * class and subject as marks land (decision 55), whatever the size of their classes or of the college.
 */
export async function facultyUnderMinimum(
  facultyId: string,
  deps: AttendanceFactDeps,
  weekRead?: Promise<readonly Slot[]>,
): Promise<FacultySummary['underMinimum']> {
  const [week, bands] = await Promise.all([
    weekRead ?? deps.weekOf(deps.facultyOwner(facultyId)),
    deps.findEligibility(),
  ]);
  const taught = [
    ...new Map(
      week.map(({ branch, year, division, subject }) => [
        `${classKey({ branch, year, division })}#${subject}`,
        { branch, year, division, subject },
      ]),
    ).entries(),
  ];
  const counts = await deps.countsAmong(taught.map(([, one]) => one));
  const everyone = new Set<string>();
  const classes = taught.flatMap(([key, one]) => {
    const under = deps.underOf(counts.get(key) ?? {}, bands);
    for (const id of under) everyone.add(id);
    return under.length > 0 ? [{ ...one, students: under.length }] : [];
  });
  return { minimum: bands.eligible, students: everyone.size, classes };
}
