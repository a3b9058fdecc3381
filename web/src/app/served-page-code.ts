import type { PagePath } from '../lib/site-map';
import type { Load } from './page-list';

/*
 * The public pages served with their data (decision 38, prerender/page-reads.ts names their reads),
 * and their code: all the pages function renders. Its bundle holds these pages and the site's
 * layout, not the other pages' code (decision 57).
 */
export const SERVED_PAGE_CODE = {
  departments: () => import('../features/departments/DepartmentsPage').then((m) => m.DepartmentsPage),
} as const satisfies Partial<Record<PagePath, Load>>;
