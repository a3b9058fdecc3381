import { departmentsRoutes } from '../../shared/api/routes/departments';
import { createGroupHandler } from '../lib/group-handler';
import { listDepartments } from './list-departments';
import { dynamoDepartmentRepository } from './repository';

const deps = { departments: dynamoDepartmentRepository() };

export const handler = createGroupHandler(departmentsRoutes, {
  listDepartments: () => listDepartments({}, deps),
});
