import type { Role } from '#shared/constants/roles';
import { type PageAccess, SITE_PAGES } from './site-map';

export type { PageAccess } from './site-map';

const HOME_BY_ROLE: Record<Role, string> = {
  Admin: '/admin',
  Student: '/student',
  Faculty: '/facultypage',
  Alumni: '/alumni',
};

export const homeFor = (role: Role | undefined) => (role ? HOME_BY_ROLE[role] : '/');

export function mayOpen(access: PageAccess, role: Role): boolean {
  return access === 'public' || access === 'signed-in' || access.includes(role);
}

/**
 * The access of the page a path belongs to, by its first segment: `/admin/x` is `/admin`'s. Case is
 * ignored as the router ignores it, so `/ADMIN` is judged as the `/admin` page it opens.
 */
export function accessOf(path: string): PageAccess {
  const pathname = path.split(/[?#]/)[0] ?? path;
  const first = (pathname.split('/')[1] ?? '').toLowerCase();
  return SITE_PAGES.find((page) => page.path.toLowerCase() === first)?.access ?? 'public';
}

/** Whether a signed-in user of `role` may open `path`. */
export const mayVisit = (path: string, role: Role): boolean => mayOpen(accessOf(path), role);
