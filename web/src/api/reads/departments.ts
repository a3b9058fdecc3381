import { useQuery } from '@tanstack/react-query';
import { departmentsRoutes } from '#shared/api/routes/departments';
import { routeQuery } from '../queries';

/** The department list: the public Departments page shows it, the Admin's Departments section edits it. */
export function useDepartmentList() {
  return useQuery(routeQuery(departmentsRoutes.listDepartments));
}
