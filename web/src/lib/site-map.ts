import type { Role } from '../../../shared/constants/roles';

/** Who may open a page (spec §2, §6). The server enforces the data behind it whatever the page. */
export type PageAccess = 'public' | 'signed-in' | readonly Role[];

export interface PageEntry {
  /** The first path segment; every path below it (`/admin/anything`) shares its access. */
  readonly path: string;
  readonly title: string;
  readonly access: PageAccess;
  /** A link in the main navigation, in this order. */
  readonly nav?: string;
  /** Whether the page has sections below its path (a dashboard's sidebar). */
  readonly sections?: boolean;
}

const ADMIN = ['Admin'] as const;

/**
 * Every page of the site but the landing page, once, as plain data: the access rules, the
 * navigation and the end-to-end tests read it here; the app's page table adds each page's code.
 */
export const SITE_PAGES = [
  { path: 'faculty', title: 'Faculty', access: 'public', nav: 'Faculty' },
  { path: 'departments', title: 'Departments', access: 'public', nav: 'Departments' },
  { path: 'resource', title: 'Resources', access: 'public', nav: 'Resources' },
  { path: 'contact', title: 'Contact', access: 'public' },
  { path: 'login', title: 'Login', access: 'public' },
  { path: 'signup', title: 'Sign up', access: 'public' },
  { path: 'forgot-password', title: 'Forgot password', access: 'public' },
  { path: 'reset-password', title: 'Choose a new password', access: 'public' },
  { path: 'admin', title: 'Admin Dashboard', access: ADMIN, sections: true },
  { path: 'facultypage', title: 'Faculty Dashboard', access: ['Faculty'], sections: true },
  { path: 'student', title: 'Student Dashboard', access: ['Student'], sections: true },
  { path: 'studybuddy', title: 'Study Buddy', access: 'signed-in' },
  { path: 'GPT', title: 'Personalized GPT', access: 'signed-in' },
  { path: 'settings', title: 'Settings', access: 'signed-in' },
  { path: 'alumni', title: 'Alumni Forum', access: ['Alumni'] },
  { path: 'blogs', title: 'Blog Posts', access: 'public' },
] as const satisfies readonly PageEntry[];

export type PagePath = (typeof SITE_PAGES)[number]['path'];
