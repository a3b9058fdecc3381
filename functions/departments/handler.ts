import { departmentsRoutes } from '#shared/api/routes/departments';
import { sessions } from '../accounts';
import { createGroupHandler } from '../lib/group-handler';
import { reply } from '../lib/http';
import { addDepartment, deleteDepartment } from './change-departments';
import { listDepartments } from './list-departments';
import * as departments from './repository';

const deps = { departments };

export const handler = createGroupHandler(
  departmentsRoutes,
  {
    listDepartments: () => listDepartments({}, deps),
    addDepartment: async ({ body }) => reply(201, await addDepartment(body, deps)),
    deleteDepartment: ({ body }) => deleteDepartment(body, deps),
  },
  { sessions },
);
