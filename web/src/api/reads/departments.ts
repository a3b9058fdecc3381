import { useQuery } from '@tanstack/react-query';
import { preload } from 'react-dom';
import { departmentsRoutes } from '#shared/api/routes/departments';
import { buildUrl } from '../client';
import { routeQuery } from '../queries';

/** The department list: the public Departments page shows it, the Admin's Departments section edits it. */
export function useDepartmentList() {
  /*
   * Rendered at build time, the Departments page names this public read in its HTML, so the
   * browser asks for the list beside the page's code rather than once that code has run: the
   * cards, the page's largest paint, wait one round trip less. `anonymous` asks in CORS mode with
   * same-origin credentials, as `fetch` does by default: the preloaded answer is reused only by a
   * request made the same way.
   */
  preload(buildUrl(departmentsRoutes.listDepartments.path), { as: 'fetch', crossOrigin: 'anonymous' });
  return useQuery(routeQuery(departmentsRoutes.listDepartments));
}
