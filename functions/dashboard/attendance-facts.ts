import type { FacultySummary, StudentSummary } from '#shared/schemas/dashboard';
import { classKey } from '#shared/schemas/student-class';
import type { countsAmong, findEligibility, ownSummary, SummaryDeps, underOf } from '../attendance';
import type { facultyOwner, weekOf } from '../timetable';

export interface AttendanceFactDeps {
  readonly countsAmong: typeof countsAmong;
  readonly underOf: typeof underOf;
  readonly findEligibility: typeof findEligibility;
  readonly ownSummary: typeof ownSummary;
  readonly summaryDeps: SummaryDeps;
  readonly weekOf: typeof weekOf;
  readonly facultyOwner: typeof facultyOwner;
}

/** The subjects a Student is under the minimum in: their own summary (their partition this term). */
export async function studentUnderMinimum(
  userId: string,
  deps: AttendanceFactDeps,
): Promise<StudentSummary['underMinimum']> {
  const { subjects, minimum } = await deps.ownSummary(userId, deps.summaryDeps);
  return {
    minimum,
    subjects: subjects
      .filter((row) => row.band !== 'eligible' && row.held > 0)
      .map(({ subject, type, percent, band }) => ({ subject, ...(type && { type }), percent, band })),
  };
}

/**
 * How many students are under the minimum in the classes and subjects of a Faculty member's week:
 * their week (six items) and one BatchGet of the counts kept per class and subject as marks land
 * (decision 55), whatever the size of their classes or of the college.
 */
export async function facultyUnderMinimum(
  facultyId: string,
  deps: AttendanceFactDeps,
): Promise<FacultySummary['underMinimum']> {
  const [week, bands] = await Promise.all([
    deps.weekOf(deps.facultyOwner(facultyId)),
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
