import type { StudentClass } from '#shared/schemas/student-class';
import type { ClassTeachers } from '#shared/schemas/timetable';
import { type accounts, displayName } from '../accounts';
import type { teachersOf } from '../teaching';

export interface ClassTeachersDeps {
  readonly accounts: Pick<typeof accounts, 'findByUserId'>;
  readonly teachersOf: typeof teachersOf;
}

/**
 * The Faculty members the slot form may choose for a class (decision 56): those assigned to it,
 * each subject a row, named by their accounts (one read per Faculty member assigned, a handful).
 * An account no longer a Faculty member's is left out, as the slot's own check would refuse it.
 */
export async function classTeachers(
  studentClass: StudentClass,
  deps: ClassTeachersDeps,
): Promise<ClassTeachers> {
  const assigned = await deps.teachersOf(studentClass);
  const ids = [...new Set(assigned.map(({ facultyId }) => facultyId))];
  const found = await Promise.all(ids.map((id) => deps.accounts.findByUserId(id)));
  const names = new Map(
    found.flatMap((account) => (account?.role === 'Faculty' ? [[account.userId, displayName(account)]] : [])),
  );
  const teachers = assigned.flatMap(({ facultyId, subject }) => {
    const name = names.get(facultyId);
    return name ? [{ facultyId, name, ...(subject && { subject }) }] : [];
  });
  return {
    teachers: teachers.sort((a, b) => a.name.localeCompare(b.name) || a.facultyId.localeCompare(b.facultyId)),
  };
}
