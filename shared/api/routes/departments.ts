import { departmentListSchema } from '../../schemas/department';
import { defineGroup, PUBLIC } from '../define';

/** The departments (spec §7: GET /admin/departments). */
export const departmentsRoutes = defineGroup('departments', {
  listDepartments: {
    method: 'GET',
    path: '/api/admin/departments',
    access: PUBLIC,
    response: departmentListSchema,
  },
});
