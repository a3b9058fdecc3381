import { useQuery } from '@tanstack/react-query';
import { facultyRoutes } from '#shared/api/routes/faculty';
import type { DepartmentName } from '#shared/constants/departments';
import { routeQuery } from '../queries';

/** Every faculty member, for the Admin's Faculty section. */
export function useFacultyList() {
  return useQuery(routeQuery(facultyRoutes.listFaculty));
}

/** One department's faculty, for the public Faculty page; nothing is asked until one is chosen. */
export function useFacultyOf(department: DepartmentName | undefined) {
  return useQuery({
    ...routeQuery(facultyRoutes.listFaculty, { query: { department } }),
    enabled: department !== undefined,
  });
}
