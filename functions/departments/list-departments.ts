import type { Department } from '#shared/schemas/department';
import type * as repository from './repository';

/** Departments in a stable order (by name), so a card's default image never moves between visits. */
export async function listDepartments(
  _input: Record<string, never>,
  deps: { readonly departments: Pick<typeof repository, 'listDepartments'> },
): Promise<Department[]> {
  const departments = await deps.departments.listDepartments();
  return departments.sort((a, b) => a.name.localeCompare(b.name, 'en'));
}
