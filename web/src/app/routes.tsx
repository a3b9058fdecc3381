import { useRoutes } from 'react-router-dom';
import { PAGES } from './pages';
import { routeTable } from './route-table';

/* Every page of the site: what the browser runs and the build renders. */
export const SITE_ROUTES = routeTable(PAGES);
export const { pageRoutes, routes, loadPageAt } = SITE_ROUTES;

/** The page at the router's address, in the site's layout: the browser's and the build's alike. */
export function SiteRoutes() {
  return useRoutes(routes);
}
