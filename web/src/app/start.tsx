import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { loadPageAt } from './routes';

/**
 * Starts the app in `root`: hydrates a page rendered at build time (web/build/prerender.ts), or
 * draws the page into the app shell's empty root.
 */
export async function startApp(root: HTMLElement, rendered: boolean): Promise<void> {
  // The page's code, asked for at once. Hydration must find the page the build rendered, not its
  // loading state, so it waits for that code; the app shell draws its loading state meanwhile.
  const pageCode = loadPageAt(window.location.pathname);
  if (rendered) await pageCode;
  else pageCode.catch(() => {}); // A failure shows when the page renders (app/Layout.tsx).

  const app = <App />;
  /*
   * The first render as a transition: React renders it in slices that yield to the browser instead
   * of one long task. That keeps Lighthouse's total blocking time on `/` inside the performance
   * budget (tests/bench/run.ts); decision 9 records the measurements.
   */
  startTransition(() => {
    if (rendered) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}
