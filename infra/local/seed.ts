import { dynamoDepartmentRepository } from '../../functions/departments/repository';
import { DEPARTMENT_DESCRIPTIONS, DEPARTMENT_NAMES } from '../../shared/constants/departments';

/** Seeds the 10 departments of spec §3; one an admin has changed or deleted is not brought back twice. */
export async function seedDepartments(): Promise<number> {
  const repository = dynamoDepartmentRepository();
  const added = await Promise.all(
    DEPARTMENT_NAMES.map((name) =>
      repository.addIfAbsent({ name, description: DEPARTMENT_DESCRIPTIONS[name] }),
    ),
  );
  return added.filter(Boolean).length;
}
