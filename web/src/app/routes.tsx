import { type IndexRouteObject, Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { PageLoading } from '../components/PageLoading';
import { HomePage } from '../features/home/HomePage';
import { RequireAccess } from './guards';
import { Layout } from './Layout';
import { NotFoundPage } from './NotFoundPage';
import { PAGES, type Page } from './pages';

/** The page itself: its code, loaded on first visit. */
function content(page: Page): Pick<IndexRouteObject, 'lazy'> {
  const { load } = page;
  return { lazy: async () => ({ Component: await load() }) };
}

/*
 * Each page is a layout route whose guard covers its whole path prefix, so `/admin/anything` is as
 * protected as `/admin`. Below it: the page, its sections (for dashboards), or not found.
 */
function pageRoute(page: Page): RouteObject {
  return {
    path: page.path,
    element:
      page.access === 'public' ? (
        <Outlet />
      ) : (
        <RequireAccess access={page.access}>{<Outlet />}</RequireAccess>
      ),
    children: [
      { index: true, ...content(page) },
      { path: '*', ...(page.dashboard ? content(page) : { element: <NotFoundPage /> }) },
    ],
  };
}

/** Every page, inside the site's layout. */
export const pageRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  ...PAGES.map(pageRoute),
  // The footer's faculty-dashboard link is spelt /facutlypage in the spec; treat it as an alias.
  { path: 'facutlypage', element: <Navigate to="/facultypage" replace /> },
  { path: '*', element: <NotFoundPage /> },
];

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    // Shown while the first page's lazily loaded code arrives.
    hydrateFallbackElement: <PageLoading />,
    children: pageRoutes,
  },
];
