import { DEPARTMENT_MESSAGES } from '#shared/constants/department-messages';
import type { MessageBody } from '#shared/schemas/account';
import type { NewDepartment } from '#shared/schemas/department';
import { HttpError } from '../lib/http';
import type * as repository from './repository';

type Departments = Pick<typeof repository, 'addDepartment' | 'deleteDepartment'>;

/** Adds a department; a name already taken (in any case) is a 409, and nothing changes. */
export async function addDepartment(
  input: NewDepartment,
  deps: { readonly departments: Pick<Departments, 'addDepartment'> },
): Promise<MessageBody> {
  if (!(await deps.departments.addDepartment(input))) throw new HttpError(409, DEPARTMENT_MESSAGES.exists);
  return { msg: DEPARTMENT_MESSAGES.added };
}

export async function deleteDepartment(
  input: { readonly name: string },
  deps: { readonly departments: Pick<Departments, 'deleteDepartment'> },
): Promise<MessageBody> {
  if (!(await deps.departments.deleteDepartment(input.name)))
    throw new HttpError(404, DEPARTMENT_MESSAGES.unknown);
  return { msg: DEPARTMENT_MESSAGES.deleted };
}
