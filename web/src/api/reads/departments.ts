import { useQuery, useQueryClient } from '@tanstack/react-query';
import { preload } from 'react-dom';
import { departmentsRoutes } from '#shared/api/routes/departments';
import { buildUrl } from '../client';
import { routeQuery } from '../queries';

/** The department list: the public Departments page shows it, the Admin's Departments section edits it. */
export function useDepartmentList() {
  const options = routeQuery(departmentsRoutes.listDepartments);
  /*
   * Rendered at build time, the Departments page names this public read in its HTML, so the
   * browser asks for the list beside the page's code rather than once that code has run: the
   * cards, the page's largest paint, wait one round trip less. `anonymous` asks in CORS mode with
   * same-origin credentials, as `fetch` does by default: the preloaded answer is reused only by a
   * request made the same way. A page served with the list already in it (decision 38) names none.
   */
  const cached = useQueryClient().getQueryData(options.queryKey) !== undefined;
  if (!cached) {
    preload(buildUrl(departmentsRoutes.listDepartments.path), { as: 'fetch', crossOrigin: 'anonymous' });
  }
  return useQuery(options);
}
