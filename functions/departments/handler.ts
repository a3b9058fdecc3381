import { createGroupHandler } from '../lib/group-handler';
import { ok } from '../lib/http';
import { listDepartments } from './list-departments';
import { dynamoDepartmentRepository } from './repository';

const repository = dynamoDepartmentRepository();

export const handler = createGroupHandler('departments', {
  listDepartments: async () => ok(await listDepartments(repository)),
});
