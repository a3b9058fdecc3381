import type { Role } from '../../../shared/constants/roles';

/** Who may open each protected page (spec §2, §6). The server enforces the data behind them. */
export type PageAccess = 'signed-in' | readonly Role[];

export const PAGE_ACCESS: Readonly<Record<string, PageAccess>> = {
  '/admin': ['Admin'],
  '/student': ['Student'],
  '/facultypage': ['Faculty'],
  '/alumni': ['Alumni'],
  '/studybuddy': 'signed-in',
  '/GPT': 'signed-in',
};

const HOME_BY_ROLE: Record<Role, string> = {
  Admin: '/admin',
  Student: '/student',
  Faculty: '/facultypage',
  Alumni: '/alumni',
};

export const homeFor = (role: Role | undefined) => (role ? HOME_BY_ROLE[role] : '/');

export function mayOpen(access: PageAccess, role: Role): boolean {
  return access === 'signed-in' || access.includes(role);
}

/** Whether a signed-in user of `role` may open `path`; unprotected pages are open to everyone. */
export function mayVisit(path: string, role: Role): boolean {
  const pathname = path.split(/[?#]/)[0] ?? path;
  const access = PAGE_ACCESS[pathname];
  return access === undefined || mayOpen(access, role);
}
