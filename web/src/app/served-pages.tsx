import { type Load, pagesWith } from './page-list';
import { routeTable } from './route-table';
import { SERVED_PAGE_CODE } from './served-page-code';

const served: Partial<Record<string, Load>> = SERVED_PAGE_CODE;

/* Any other page's code is not in this bundle: the pages function never renders it. */
const notServedHere =
  (path: string): Load =>
  () =>
    Promise.reject(new Error(`/${path} is not a page served with its data`));

/** The site's routes with the served pages' code only: their markup is the site's own. */
export const SERVED_ROUTES = routeTable(pagesWith((page) => served[page.path] ?? notServedHere(page.path)));
