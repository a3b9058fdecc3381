import { createBrowserRouter, matchRoutes } from 'react-router-dom';
import { routes } from './routes';

/**
 * The browser's router. A page rendered at build time is hydrated, and hydration must find the
 * markup it was rendered with, so the code of the lazily loaded page at this address is loaded
 * before the router starts, as React Router's guide to lazy routes with server rendering does;
 * otherwise the router would first show its loading fallback in place of the page.
 */
export async function createRouter(hydrating: boolean) {
  if (hydrating) {
    const lazy = matchRoutes(routes, window.location)?.filter((match) => match.route.lazy) ?? [];
    await Promise.all(
      lazy.map(async ({ route }) => {
        const loaded = typeof route.lazy === 'function' ? await route.lazy() : {};
        Object.assign(route, { ...loaded, lazy: undefined });
      }),
    );
  }
  return createBrowserRouter(routes);
}
