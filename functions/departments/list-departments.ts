import type { Department } from '../../shared/schemas/department';
import type { DepartmentRepository } from './repository';

/** Departments in a stable order (by name), so a card's default image never moves between visits. */
export async function listDepartments(
  _input: Record<string, never>,
  deps: { readonly departments: Pick<DepartmentRepository, 'list'> },
): Promise<Department[]> {
  const departments = await deps.departments.list();
  return departments.sort((a, b) => a.name.localeCompare(b.name, 'en'));
}
