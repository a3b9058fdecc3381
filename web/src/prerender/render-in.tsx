import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { prerender } from 'react-dom/static';
import { matchRoutes, StaticRouter, useRoutes } from 'react-router-dom';
import { type ReadRoute, routeQueryKey } from '../api/queries';
import type { RouteTable } from '../app/route-table';

/*
 * The server side of the public pages (decisions 37 and 38), the same routes and components the
 * browser runs, rendered for one path with nobody signed in, from a table of routes: at build time
 * with every page's (render-page.tsx, web/build/prerender.ts), with what a page fetches in its
 * loading state; and when a page is served with its data, with the served pages' alone
 * (render-with-data.tsx, decision 57), that data in the query cache as the browser's first render
 * finds it.
 */

export interface RenderedPage {
  /** The markup inside #root. */
  readonly html: string;
  /** The components of the lazily loaded page, so the build can link that page's chunk and CSS. */
  readonly lazyComponents: readonly ComponentType[];
  /** Whether the page reads through the query cache, so the build links the cache's chunks too. */
  readonly readsCache: boolean;
}

/** One read's answer. */
export interface ReadData {
  readonly route: ReadRoute;
  readonly data: unknown;
}

function TableRoutes({ table }: { readonly table: RouteTable }) {
  return useRoutes(table.routes);
}

/** One public page of `table` rendered for `pathname`, its reads' answers in the query cache. */
export async function renderIn(table: RouteTable, pathname: string, reads: readonly ReadData[]) {
  if (matchRoutes(table.routes, pathname)?.at(-1)?.route.path === '*') {
    throw new Error(`${pathname} is not found; only pages can be rendered`);
  }
  // A page behind a sign-in would render as the way to the login page, with nothing of its own.
  const page = table.pages.find((entry) => `/${entry.path}` === pathname);
  if (pathname !== '/' && page?.access !== 'public') {
    throw new Error(`${pathname} is not a public page; only those can be rendered`);
  }
  const code = await table.loadPageAt(pathname);
  // Queries start in effects, which never run here: a read not given shows its loading state.
  const queryClient = new QueryClient();
  for (const { route, data } of reads) queryClient.setQueryData(routeQueryKey(route), data);
  const { prelude } = await prerender(
    <QueryClientProvider client={queryClient}>
      <StaticRouter location={pathname}>
        <TableRoutes table={table} />
      </StaticRouter>
    </QueryClientProvider>,
  );
  const html = await new Response(prelude).text();
  return { html, lazyComponents: code ? [code] : [], readsCache: page?.readsCache ?? false, queryClient };
}
