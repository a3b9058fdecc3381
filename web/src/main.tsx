// First: it configures zod before any schema is built (see the module).
import './zod-jitless';
import { reloadOnStaleChunk } from './app/reload-on-stale-chunk';
import { keepEarlyPresses } from './lib/early-presses';
import { preloadPageCode } from './lib/page-code';
import { PAGE_NOT_LOADED } from './lib/page-not-loaded';
import './styles/base.css';
import './styles/navigation.css';
import './styles/cards.css';
import './styles/forms.css';
import './styles/panels.css';
import './styles/notices.css';
import './styles/footer.css';

reloadOnStaleChunk();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/*
 * A public page arrives rendered (web/build/prerender.ts): the browser paints it first, then the
 * app's code (React, the router: most of the landing page's JavaScript) is evaluated to hydrate
 * it. Fetched and evaluated beside the page, that code held the first paint back on a phone
 * (decision 37), so a rendered page asks for it, and for the page's own code, once it has painted.
 * The app shell is empty: its page is drawn without waiting, and it names the app's code in
 * modulepreload links, fetched beside this entry.
 */
const rendered = root.hasChildNodes();
const earlyPresses = rendered ? keepEarlyPresses(root) : undefined;
/*
 * Painted means shown: the first contentful paint is reported once the frame reaches the screen,
 * which comes well after the frame is drawn on a slow phone. A browser that does not report
 * paints waits for one frame. A hidden tab draws no frames, so one hidden before its first paint
 * waits no longer; nor does a browser that says it reports paints and stays silent (a few seconds
 * is far beyond any first paint of a page that has arrived).
 */
const PAINT_AWAITED_MS = 3_000;
const firstPaint = (resolve: () => void) => {
  if (document.visibilityState === 'hidden') return resolve();
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    return void requestAnimationFrame(() => setTimeout(resolve));
  }
  const done = () => {
    observer.disconnect();
    document.removeEventListener('visibilitychange', done);
    clearTimeout(timer);
    resolve();
  };
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length > 0) done();
  });
  observer.observe({ type: 'paint', buffered: true });
  document.addEventListener('visibilitychange', done);
  const timer = setTimeout(done, PAINT_AWAITED_MS);
};
const painted = new Promise<void>((resolve) => (rendered ? firstPaint(resolve) : resolve()));
// Promises, not a top-level await: one would make the bundler split the app's shared code into many
// small chunks, which compress worse (decision 37).
painted
  .then(() => {
    preloadPageCode(document);
    return import('./app/start');
  })
  .then(({ startApp }) => startApp(root, rendered, earlyPresses))
  .catch((error: unknown) => {
    // A chunk gone after a deploy reloads the page (reload-on-stale-chunk.ts); anything else is said.
    console.error('The app could not start', error);
    const problem = document.createElement('p');
    problem.setAttribute('role', 'alert');
    problem.className = 'form-problem';
    problem.textContent = PAGE_NOT_LOADED;
    document.body.prepend(problem);
  });
