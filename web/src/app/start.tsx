import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { EarlyPresses } from '../lib/early-presses';
import { pressAgain } from '../lib/early-presses';
import { App } from './App';
import { appReady } from './ready';
import { loadPageAt } from './routes';

/**
 * Starts the app in `root`: hydrates a page rendered at build time (web/build/prerender.ts), or
 * draws the page into the app shell's empty root.
 */
export async function startApp(
  root: HTMLElement,
  rendered: boolean,
  earlyPresses?: EarlyPresses,
): Promise<void> {
  // The page's code, asked for at once. Hydration must find the page the build rendered, not its
  // loading state, so it waits for that code; the app shell draws its loading state meanwhile.
  const pageCode = loadPageAt(window.location.pathname);
  if (rendered) await pageCode;
  else pageCode.catch(() => {}); // A failure shows when the page renders (app/Layout.tsx).

  const app = <App />;
  /*
   * The first render as a transition: React renders it in slices that yield to the browser instead
   * of one long task. That keeps Lighthouse's total blocking time on `/` inside the performance
   * budget (bench/run.ts); decision 9 records the measurements.
   */
  startTransition(() => {
    if (rendered) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
  // React listens from here on, and answers a press made while it hydrates once it has: only the
  // presses before it are made again, once the page is the app's.
  const pressed = earlyPresses?.stop() ?? [];
  if (pressed.length > 0) void appReady.then(() => pressAgain(pressed));
}
