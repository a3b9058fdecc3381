import { dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { prerender } from 'react-dom/static';
import { matchRoutes, StaticRouter } from 'react-router-dom';
import { pageDataBlock } from '../api/page-data';
import { type ReadRoute, routeQueryKey } from '../api/queries';
import { PAGES } from '../app/pages';
import { loadPageAt, routes, SiteRoutes } from '../app/routes';
import { PAGE_READS } from './page-reads';

/*
 * The server side of the public pages (decisions 37 and 38), the same routes and components the
 * browser runs, rendered for one path with nobody signed in: at build time (web/build/prerender.ts),
 * with what a page fetches in its loading state; and when a page is served with its data
 * (`renderWithData`), with that data in the query cache, as the browser's first render finds it.
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
interface ReadData {
  readonly route: ReadRoute;
  readonly data: unknown;
}

async function render(pathname: string, reads: readonly ReadData[]) {
  if (matchRoutes(routes, pathname)?.at(-1)?.route.path === '*') {
    throw new Error(`${pathname} is not found; only pages can be rendered`);
  }
  // A page behind a sign-in would render as the way to the login page, with nothing of its own.
  const page = PAGES.find((entry) => `/${entry.path}` === pathname);
  if (pathname !== '/' && page?.access !== 'public') {
    throw new Error(`${pathname} is not a public page; only those can be rendered`);
  }
  const code = await loadPageAt(pathname);
  // Queries start in effects, which never run here: a read not given shows its loading state.
  const queryClient = new QueryClient();
  for (const { route, data } of reads) queryClient.setQueryData(routeQueryKey(route), data);
  const { prelude } = await prerender(
    <QueryClientProvider client={queryClient}>
      <StaticRouter location={pathname}>
        <SiteRoutes />
      </StaticRouter>
    </QueryClientProvider>,
  );
  const html = await new Response(prelude).text();
  return { html, lazyComponents: code ? [code] : [], readsCache: page?.readsCache ?? false, queryClient };
}

export async function renderPage(pathname: string): Promise<RenderedPage> {
  const { html, lazyComponents, readsCache } = await render(pathname, []);
  return { html, lazyComponents, readsCache };
}

/* Each page's markup as the build rendered it, which the page served with its data replaces. */
const builtMarkup = new Map<string, Promise<string>>();
const markupAsBuilt = (pathname: string): Promise<string> => {
  let markup = builtMarkup.get(pathname);
  if (!markup) {
    markup = renderPage(pathname).then((page) => page.html);
    builtMarkup.set(pathname, markup);
  }
  return markup;
};

/**
 * The page's document as the build wrote it (`built`), with its reads' answers in place of their
 * loading state and in the page's data block, for the browser's cache to start from. `read`
 * answers one of PAGE_READS's routes as the API would. A page that reads nothing is returned as
 * it is. A document of another build (its markup is not this code's: a deploy in progress, or a
 * bundle that drifted from the build) is refused, as a failed read is: the caller serves it as
 * built, which loads its data in the browser, and says so.
 */
export async function renderWithData(
  built: string,
  pathname: string,
  read: (route: ReadRoute) => Promise<unknown>,
): Promise<string> {
  const reads = PAGE_READS[pathname];
  if (!reads) return built;
  const asBuilt = await markupAsBuilt(pathname);
  const at = built.indexOf(asBuilt);
  if (at < 0 || !built.includes('</head>')) {
    throw new Error(
      `The document of ${pathname} is not this build's: its markup is not the one rendered here`,
    );
  }
  const answers = await Promise.all(reads.map(async (route) => ({ route, data: await read(route) })));
  const { html, queryClient } = await render(pathname, answers);
  const withData = built.slice(0, at) + html + built.slice(at + asBuilt.length);
  return withData.replace('</head>', () => `  ${pageDataBlock(dehydrate(queryClient))}\n  </head>`);
}
