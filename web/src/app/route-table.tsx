import { type ComponentType, isValidElement, use } from 'react';
import { matchRoutes, Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { loadQueryClient } from '../api/app-query-client';
import { loadOnce } from '../api/load-once';
import { HomePage } from '../features/home/HomePage';
import { RequireAccess } from './guards';
import { Layout } from './Layout';
import { NotFoundPage } from './NotFoundPage';
import type { Page } from './page-list';

/* What loads each lazily loaded page's code, by the element its routes show. */
const PAGE_CODE = new WeakMap<object, () => Promise<ComponentType>>();

/**
 * The page itself: its code, loaded on first visit while the layout's Suspense waits for it.
 * Once loaded it renders at once, which is why this is not React's `lazy`: the browser loads the
 * page's code before it hydrates a page rendered at build time (`loadPageAt`), and hydration must
 * then find the page, not its loading state (decision 37).
 */
function content(page: Page): Pick<RouteObject, 'element'> {
  // A page that reads through the query cache, as most do, gets its code with the cache's.
  // A failed load is tried again at the next visit (the layout says it failed).
  const load = loadOnce(() => {
    const loading = Promise.all([page.load(), page.readsCache && loadQueryClient()]).then(
      ([component]) => component,
    );
    /*
     * Marked settled the way React reads a promise it can use at once (`status`, `value`), before
     * anyone awaiting it resumes: `use` then returns the code in the same render, so hydration
     * finds the page, and every render calls `use` alike. Skipping `use` once the code had arrived
     * made React's development build report a render that suspended in `use` and then did not call it.
     */
    loading.then(
      (component) => Object.assign(loading, { status: 'fulfilled', value: component }),
      () => {},
    );
    return loading;
  });
  function Content() {
    const Loaded = use(load());
    return <Loaded />;
  }
  const element = <Content />;
  PAGE_CODE.set(element, load);
  return { element };
}

/*
 * Each page is a layout route whose guard covers its whole path prefix, so `/admin/anything` is as
 * protected as `/admin`. Below it: the page, its sections (for dashboards), or not found.
 */
function pageRoute(page: Page): RouteObject {
  const shown = content(page);
  return {
    path: page.path,
    element:
      page.access === 'public' ? (
        <Outlet />
      ) : (
        <RequireAccess access={page.access}>{<Outlet />}</RequireAccess>
      ),
    children: [
      { index: true, ...shown },
      { path: '*', ...(page.dashboard ? shown : { element: <NotFoundPage /> }) },
    ],
  };
}

/** The site's routes for a list of pages, and what loads the code of the page at an address. */
export interface RouteTable {
  /** The pages, inside the site's layout. */
  readonly pageRoutes: RouteObject[];
  readonly routes: RouteObject[];
  /**
   * Loads the code of the lazily loaded page at `pathname`, if it has one: the page's component,
   * which the build uses to find its chunk.
   */
  readonly loadPageAt: (pathname: string) => Promise<ComponentType | undefined>;
  readonly pages: readonly Page[];
}

/**
 * The routes of these pages in the site's layout: the browser's and the build's for every page
 * (routes.tsx), the pages function's for the pages it serves (served-pages.tsx), alike in markup.
 */
export function routeTable(pages: readonly Page[]): RouteTable {
  const pageRoutes: RouteObject[] = [
    { index: true, element: <HomePage /> },
    ...pages.map(pageRoute),
    // The footer's faculty-dashboard link is spelt /facutlypage (docs/requirements.md#open-points): an alias.
    { path: 'facutlypage', element: <Navigate to="/facultypage" replace /> },
    { path: '*', element: <NotFoundPage /> },
  ];
  const routes: RouteObject[] = [{ element: <Layout />, children: pageRoutes }];
  const loadPageAt = async (pathname: string) => {
    const matches = matchRoutes(routes, pathname) ?? [];
    const load = matches.flatMap(({ route }) =>
      isValidElement(route.element) ? (PAGE_CODE.get(route.element) ?? []) : [],
    )[0];
    return load?.();
  };
  return { pageRoutes, routes, loadPageAt, pages };
}
