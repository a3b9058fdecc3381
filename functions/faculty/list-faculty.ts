import type { DepartmentName } from '#shared/constants/departments';
import type { FacultyMember } from '#shared/schemas/faculty';
import type * as repository from './repository';

/** One department's faculty (an indexed query), or the whole directory. */
export function listFaculty(
  input: { readonly department?: DepartmentName },
  deps: { readonly faculty: Pick<typeof repository, 'listAll' | 'listByDepartment'> },
): Promise<FacultyMember[]> {
  return input.department ? deps.faculty.listByDepartment(input.department) : deps.faculty.listAll();
}
