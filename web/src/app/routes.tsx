import type { ComponentType, ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { RequireAccess } from '../features/auth/guards';
import { HomePage } from '../features/home/HomePage';
import { PAGE_ACCESS } from './access';
import { Layout } from './Layout';
import { NotFoundPage } from './NotFoundPage';
import { PageLoading } from './PageLoading';
import { PlaceholderPage } from './PlaceholderPage';

/* Built pages, each loaded on first visit. */
const PAGES: { path: string; load: () => Promise<ComponentType> }[] = [
  {
    path: 'departments',
    load: () => import('../features/departments/DepartmentsPage').then((m) => m.DepartmentsPage),
  },
  { path: 'faculty', load: () => import('../features/faculty/FacultyPage').then((m) => m.FacultyPage) },
  {
    path: 'resource',
    load: () => import('../features/resources/ResourcesPage').then((m) => m.ResourcesPage),
  },
  { path: 'contact', load: () => import('../features/contact/ContactPage').then((m) => m.ContactPage) },
  { path: 'login', load: () => import('../features/auth/LoginPage').then((m) => m.LoginPage) },
  { path: 'signup', load: () => import('../features/auth/SignupPage').then((m) => m.SignupPage) },
  { path: 'admin', load: () => import('../features/admin/AdminPage').then((m) => m.AdminPage) },
];

/* Pages the spec names that later issues build; until then each says so plainly. */
const PLANNED: { path: string; title: string }[] = [
  { path: 'student', title: 'Student Dashboard' },
  { path: 'facultypage', title: 'Faculty Dashboard' },
  { path: 'alumni', title: 'Alumni Forum' },
  { path: 'studybuddy', title: 'Study Buddy' },
  { path: 'GPT', title: 'Personalized GPT' },
  { path: 'blogs', title: 'Blog Posts' },
];

/** Wraps a page in its guard when the access table protects its path. */
function guarded(path: string, element: ReactNode): ReactNode {
  const access = PAGE_ACCESS[`/${path}`];
  return access ? <RequireAccess access={access}>{element}</RequireAccess> : element;
}

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    // Shown while the first page's lazily loaded code arrives.
    hydrateFallbackElement: <PageLoading />,
    children: [
      // The landing page ships in the main bundle: no extra round trip before it paints.
      { index: true, element: <HomePage /> },
      ...PAGES.map(({ path, load }) => ({
        path,
        lazy: async () => {
          const Page = await load();
          return { element: guarded(path, <Page />) };
        },
      })),
      ...PLANNED.map(({ path, title }) => ({
        path,
        element: guarded(path, <PlaceholderPage title={title} />),
      })),
      // The footer's faculty-dashboard link is spelt /facutlypage (spec §2); treat it as an alias.
      { path: 'facutlypage', element: <Navigate to="/facultypage" replace /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
