import { messageSchema } from '../../schemas/account';
import { departmentListSchema, departmentNameSchema, newDepartmentSchema } from '../../schemas/department';
import { defineGroup, PUBLIC, rolesOnly } from '../define';

/** The departments: anyone reads them, an Admin adds and deletes them. */
export const departmentsRoutes = defineGroup('departments', {
  listDepartments: {
    method: 'GET',
    path: '/api/admin/departments',
    access: PUBLIC,
    response: departmentListSchema,
  },
  addDepartment: {
    method: 'POST',
    path: '/api/admin/departments',
    access: rolesOnly('Admin'),
    body: newDepartmentSchema,
    response: messageSchema,
  },
  deleteDepartment: {
    method: 'DELETE',
    path: '/api/admin/departments',
    access: rolesOnly('Admin'),
    body: departmentNameSchema,
    response: messageSchema,
  },
});
