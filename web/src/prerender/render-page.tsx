import { SITE_ROUTES } from '../app/routes';
import { type RenderedPage, renderIn } from './render-in';

export type { RenderedPage } from './render-in';
// The server build's one entry offers both (web/build/prerender.ts); the pages function imports
// render-with-data.tsx alone, so its bundle holds the served pages only (decision 57).
export { renderWithData } from './render-with-data';

/** A public page as the build renders it: every page's code at hand, what it fetches still loading. */
export async function renderPage(pathname: string): Promise<RenderedPage> {
  const { html, lazyComponents, readsCache } = await renderIn(SITE_ROUTES, pathname, []);
  return { html, lazyComponents, readsCache };
}
