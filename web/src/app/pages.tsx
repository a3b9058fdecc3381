import type { ComponentType } from 'react';
import type { Role } from '../../../shared/constants/roles';

/** Who may open a page (spec §2, §6). The server enforces the data behind it whatever the page. */
export type PageAccess = 'public' | 'signed-in' | readonly Role[];

export interface Page {
  /** The first path segment; every path below it (`/admin/anything`) shares its access. */
  readonly path: string;
  readonly title: string;
  readonly access: PageAccess;
  /** The page's code, loaded on first visit. */
  readonly load: () => Promise<ComponentType>;
  /** A link in the main navigation, in this order. */
  readonly nav?: string;
  /** Whether the page has sections below its path (a dashboard's sidebar). */
  readonly sections?: boolean;
}

const ADMIN = ['Admin'] as const;

/**
 * Every page of the site but the landing page, once: the router, the guards and the navigation
 * are built from this. The landing page (HomePage) ships in the main bundle instead, so nothing
 * waits on a second round trip before it paints.
 */
export const PAGES: readonly Page[] = [
  {
    path: 'faculty',
    title: 'Faculty',
    access: 'public',
    nav: 'Faculty',
    load: () => import('../features/faculty/FacultyPage').then((m) => m.FacultyPage),
  },
  {
    path: 'departments',
    title: 'Departments',
    access: 'public',
    nav: 'Departments',
    load: () => import('../features/departments/DepartmentsPage').then((m) => m.DepartmentsPage),
  },
  {
    path: 'resource',
    title: 'Resources',
    access: 'public',
    nav: 'Resources',
    load: () => import('../features/resources/ResourcesPage').then((m) => m.ResourcesPage),
  },
  {
    path: 'contact',
    title: 'Contact',
    access: 'public',
    load: () => import('../features/contact/ContactPage').then((m) => m.ContactPage),
  },
  {
    path: 'login',
    title: 'Login',
    access: 'public',
    load: () => import('../features/auth/LoginPage').then((m) => m.LoginPage),
  },
  {
    path: 'signup',
    title: 'Sign up',
    access: 'public',
    load: () => import('../features/auth/SignupPage').then((m) => m.SignupPage),
  },
  {
    path: 'forgot-password',
    title: 'Forgot password',
    access: 'public',
    load: () => import('../features/auth/ForgotPasswordPage').then((m) => m.ForgotPasswordPage),
  },
  {
    path: 'reset-password',
    title: 'Choose a new password',
    access: 'public',
    load: () => import('../features/auth/ResetPasswordPage').then((m) => m.ResetPasswordPage),
  },
  {
    path: 'admin',
    title: 'Admin Dashboard',
    access: ADMIN,
    sections: true,
    load: () => import('../features/admin/AdminPage').then((m) => m.AdminPage),
  },
  {
    path: 'facultypage',
    title: 'Faculty Dashboard',
    access: ['Faculty'],
    sections: true,
    load: () => import('../features/faculty-dashboard/FacultyDashboard').then((m) => m.FacultyDashboard),
  },
  {
    path: 'student',
    title: 'Student Dashboard',
    access: ['Student'],
    sections: true,
    load: () => import('../features/student/StudentDashboard').then((m) => m.StudentDashboard),
  },
  {
    path: 'studybuddy',
    title: 'Study Buddy',
    access: 'signed-in',
    load: () => import('../features/studybuddy/StudyBuddyPage').then((m) => m.StudyBuddyPage),
  },
  {
    path: 'GPT',
    title: 'Personalized GPT',
    access: 'signed-in',
    load: () => import('../features/gpt/GptPage').then((m) => m.GptPage),
  },
  {
    path: 'settings',
    title: 'Settings',
    access: 'signed-in',
    load: () => import('../features/settings/SettingsPage').then((m) => m.SettingsPage),
  },
  {
    path: 'alumni',
    title: 'Alumni Forum',
    access: ['Alumni'],
    load: () => import('../features/forum/AlumniPage').then((m) => m.AlumniPage),
  },
  {
    path: 'blogs',
    title: 'Blog Posts',
    access: 'public',
    load: () => import('../features/forum/BlogsPage').then((m) => m.BlogsPage),
  },
];
