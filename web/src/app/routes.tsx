import { Navigate, type RouteObject } from 'react-router-dom';
import { Layout } from './Layout';
import { NotFoundPage } from './NotFoundPage';
import { PageLoading } from './PageLoading';
import { PlaceholderPage } from './PlaceholderPage';

/* Pages the spec names that later issues build; until then each says so plainly. */
const PLANNED: { path: string; title: string }[] = [
  { path: 'signup', title: 'Sign Up' },
  { path: 'login', title: 'Login' },
  { path: 'admin', title: 'Admin Dashboard' },
  { path: 'student', title: 'Student Dashboard' },
  { path: 'facultypage', title: 'Faculty Dashboard' },
  { path: 'alumni', title: 'Alumni Forum' },
  { path: 'faculty', title: 'Faculty' },
  { path: 'resource', title: 'Resources' },
  { path: 'contact', title: 'Contact Us' },
  { path: 'studybuddy', title: 'Study Buddy' },
  { path: 'GPT', title: 'Personalized GPT' },
  { path: 'blogs', title: 'Blog Posts' },
];

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    // Shown while the first page's lazily loaded code arrives.
    hydrateFallbackElement: <PageLoading />,
    children: [
      { index: true, element: <PlaceholderPage title="Welcome to Campus" /> },
      {
        path: 'departments',
        lazy: async () => ({
          Component: (await import('../features/departments/DepartmentsPage')).DepartmentsPage,
        }),
      },
      ...PLANNED.map(({ path, title }) => ({ path, element: <PlaceholderPage title={title} /> })),
      // The footer's faculty-dashboard link is spelt /facutlypage (spec §2); treat it as an alias.
      { path: 'facutlypage', element: <Navigate to="/facultypage" replace /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
