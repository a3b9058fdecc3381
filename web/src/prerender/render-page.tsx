import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { prerender } from 'react-dom/static';
import { matchRoutes, StaticRouter } from 'react-router-dom';
import { PAGES } from '../app/pages';
import { loadPageAt, routes, SiteRoutes } from '../app/routes';

/*
 * The server side of the pages rendered at build time (web/build/prerender.ts runs it in node): the same
 * routes and components the browser runs, rendered for one path with nobody signed in. What a page
 * fetches stays in its loading state, as the browser's first render shows it, so hydration finds
 * the same markup (decision 37).
 */

export interface RenderedPage {
  /** The markup inside #root. */
  readonly html: string;
  /** The components of the lazily loaded page, so the build can link that page's chunk and CSS. */
  readonly lazyComponents: readonly ComponentType[];
}

export async function renderPage(pathname: string): Promise<RenderedPage> {
  if (matchRoutes(routes, pathname)?.at(-1)?.route.path === '*') {
    throw new Error(`${pathname} is not found; only pages can be rendered`);
  }
  // A page behind a sign-in would render as the way to the login page, with nothing of its own.
  const page = PAGES.find((entry) => `/${entry.path}` === pathname);
  if (pathname !== '/' && page?.access !== 'public') {
    throw new Error(`${pathname} is not a public page; only those can be rendered`);
  }
  const code = await loadPageAt(pathname);
  // Queries start in effects, which never run here: a page shows what it shows while it loads.
  const queryClient = new QueryClient();
  const { prelude } = await prerender(
    <QueryClientProvider client={queryClient}>
      <StaticRouter location={pathname}>
        <SiteRoutes />
      </StaticRouter>
    </QueryClientProvider>,
  );
  return { html: await new Response(prelude).text(), lazyComponents: code ? [code] : [] };
}
