import { useQuery, useQueryClient } from '@tanstack/react-query';
import { preload } from 'react-dom';
import { buildUrl } from '../client';
import { type LazyRoute, routeQuery } from '../queries';

/*
 * The routes carry zod and the department schemas, most of the page's code by size (decision 37,
 * "What /departments waits for"). The Departments page is served with its list (decision 38), so
 * it hydrates without asking for it, and needs them only when the list is read again: loaded
 * then, they stay out of the page's start.
 */
const departmentsRoutes = async () => (await import('#shared/api/routes/departments')).departmentsRoutes;
type ListDepartments = Awaited<ReturnType<typeof departmentsRoutes>>['listDepartments'];

/** The department list's read, named for its key and its address without loading the routes. */
const listDepartments: LazyRoute<ListDepartments> & Pick<ListDepartments, 'path'> = {
  group: 'departments',
  id: 'listDepartments',
  path: '/api/admin/departments',
  load: async () => (await departmentsRoutes()).listDepartments,
};

/** The department list: the public Departments page shows it, the Admin's Departments section edits it. */
export function useDepartmentList() {
  const options = routeQuery(listDepartments);
  /*
   * Rendered at build time, the Departments page names this public read in its HTML, so the
   * browser asks for the list beside the page's code rather than once that code has run: the
   * cards, the page's largest paint, wait one round trip less. `anonymous` asks in CORS mode with
   * same-origin credentials, as `fetch` does by default: the preloaded answer is reused only by a
   * request made the same way. A page served with the list already in it (decision 38) names none.
   */
  const cached = useQueryClient().getQueryData(options.queryKey) !== undefined;
  if (!cached) {
    preload(buildUrl(listDepartments.path), { as: 'fetch', crossOrigin: 'anonymous' });
    // The routes' code is asked for beside the list, not once the query runs after mounting; if
    // it fails to load, the query's own load fails too, and says so.
    listDepartments.load().catch(() => undefined);
  }
  return useQuery(options);
}
