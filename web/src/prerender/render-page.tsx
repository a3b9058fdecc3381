import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, isValidElement } from 'react';
import { prerender } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  type DataRouteObject,
  StaticRouterProvider,
} from 'react-router-dom';
import { routes } from '../app/routes';

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

function lazyRouteIds(routes: readonly DataRouteObject[]): string[] {
  return routes.flatMap((route) => [
    ...(route.lazy ? [route.id] : []),
    ...lazyRouteIds(route.children ?? []),
  ]);
}

export async function renderPage(pathname: string): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  // Loading a lazy route replaces its `lazy` with the element it loaded: note which they were first.
  const lazyRoutes = new Set(lazyRouteIds(handler.dataRoutes));
  const context = await handler.query(new Request(`http://campus.invalid${pathname}`));
  if (context instanceof Response) throw new Error(`${pathname} redirects; only pages can be rendered`);
  if (context.statusCode !== 200) throw new Error(`${pathname} renders with status ${context.statusCode}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // Queries start in effects, which never run here: a page shows what it shows while it loads.
  const queryClient = new QueryClient();
  const { prelude } = await prerender(
    <QueryClientProvider client={queryClient}>
      {/* No hydration data: it would be an inline script, which the site's CSP refuses. */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </QueryClientProvider>,
  );
  const lazyComponents = context.matches.flatMap(({ route }) =>
    lazyRoutes.has(route.id) && isValidElement(route.element) && typeof route.element.type === 'function'
      ? [route.element.type as ComponentType]
      : [],
  );
  return { html: await new Response(prelude).text(), lazyComponents };
}
