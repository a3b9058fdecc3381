import type { ComponentType } from 'react';
import { type PageEntry, type PagePath, SITE_PAGES } from '../lib/site-map';

export interface Page extends PageEntry {
  /** The page's code, loaded on first visit. */
  readonly load: () => Promise<ComponentType>;
}

/* Each page's code, by its path in the site map; the compiler insists on one for every page. */
const LOADERS: Record<PagePath, Page['load']> = {
  faculty: () => import('../features/faculty/FacultyPage').then((m) => m.FacultyPage),
  departments: () => import('../features/departments/DepartmentsPage').then((m) => m.DepartmentsPage),
  resource: () => import('../features/resources/ResourcesPage').then((m) => m.ResourcesPage),
  contact: () => import('../features/contact/ContactPage').then((m) => m.ContactPage),
  login: () => import('../features/auth/LoginPage').then((m) => m.LoginPage),
  signup: () => import('../features/auth/SignupPage').then((m) => m.SignupPage),
  'forgot-password': () => import('../features/auth/ForgotPasswordPage').then((m) => m.ForgotPasswordPage),
  'reset-password': () => import('../features/auth/ResetPasswordPage').then((m) => m.ResetPasswordPage),
  admin: () => import('../features/admin/AdminPage').then((m) => m.AdminPage),
  facultypage: () => import('../features/faculty-dashboard/FacultyDashboard').then((m) => m.FacultyDashboard),
  student: () => import('../features/student/StudentDashboard').then((m) => m.StudentDashboard),
  studybuddy: () => import('../features/studybuddy/StudyBuddyPage').then((m) => m.StudyBuddyPage),
  GPT: () => import('../features/gpt/GptPage').then((m) => m.GptPage),
  settings: () => import('../features/settings/SettingsPage').then((m) => m.SettingsPage),
  alumni: () => import('../features/forum/AlumniPage').then((m) => m.AlumniPage),
  blogs: () => import('../features/forum/BlogsPage').then((m) => m.BlogsPage),
};

/**
 * Every page of the site but the landing page: the site map's entries with their code. The router
 * and the guards are built from this. The landing page (HomePage) ships in the main bundle instead,
 * so nothing waits on a second round trip before it paints.
 */
export const PAGES: readonly Page[] = SITE_PAGES.map((page) => ({ ...page, load: LOADERS[page.path] }));
