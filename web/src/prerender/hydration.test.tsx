import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../app/App';
import { loadPageAt } from '../app/routes';
import { RENDERED_PATHS, withSiteOrigin } from '../lib/page-documents';
import { renderPage } from './render-page';

/*
 * React's development build, which this project runs, reports every hydration mismatch, attributes
 * included (the production build the end-to-end tests run reports only text and structure). Each
 * rendered page is rendered as the build does it, with no window, then hydrated here.
 */
async function renderedAsByTheBuild(path: string): Promise<string> {
  const window = Object.getOwnPropertyDescriptor(globalThis, 'window');
  if (!window) throw new Error('This test runs in jsdom, which has a window');
  const zone = process.env.TZ;
  Object.defineProperty(globalThis, 'window', { value: undefined, configurable: true });
  process.env.TZ = 'UTC';
  try {
    const { html } = await renderPage(path);
    /*
     * React's server renderer leaves the context values of its last task in place when it stops
     * (ReactFizzServer's performWork: it expects to need them again), here the router's from
     * inside the layout's Suspense. In the build that is nobody's business; here the browser's
     * renderer, in the same process, would read them as its own. A render of nothing puts them back.
     */
    await prerender(null);
    return html;
  } finally {
    Object.defineProperty(globalThis, 'window', window);
    process.env.TZ = zone;
  }
}

/** The visitor's browser: where it is, what it keeps, and what it is set to, hydration aside. */
interface Visit {
  readonly url?: string;
  readonly state?: unknown;
  /** Sets the browser up (storage, media queries, clock), after the build has rendered the page. */
  readonly browser?: () => void;
  /** Checks the page once hydrated. */
  readonly after?: (root: HTMLElement) => void;
}

/* Said because this test renders the page and hydrates it in one process, which the build does not. */
const ONE_PROCESS_TWO_RENDERERS =
  'Detected multiple renderers concurrently rendering the same context provider. This is currently unsupported.';

describe('the pages rendered at build time', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  /** Hydrates the page at `path` as the build rendered it, for `visit`; what React said meanwhile. */
  async function hydrationErrors(path: string, visit: Visit = {}): Promise<unknown[][]> {
    const html = await renderedAsByTheBuild(path);
    visit.browser?.();
    // The API never answers here: what a page fetches stays loading, as it was rendered.
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    window.history.replaceState(visit.state ?? null, '', visit.url ?? path);
    const root = document.createElement('div');
    root.innerHTML = withSiteOrigin(html, window.location.origin);
    document.body.append(root);
    // As the browser's start does (app/start.tsx): the page's code before hydration.
    await loadPageAt(window.location.pathname);
    // A mismatch of text or elements is not a warning: React says so here, and draws the page anew.
    const recovered: unknown[][] = [];
    const app = await act(async () =>
      hydrateRoot(root, <App />, {
        onRecoverableError: (error) => recovered.push([String(error)]),
      }),
    );
    expect(root.querySelector('h1')).not.toBeNull();
    visit.after?.(root);
    act(() => app.unmount());
    return [...recovered, ...errors.mock.calls.filter(([message]) => message !== ONE_PROCESS_TWO_RENDERERS)];
  }

  it.each(RENDERED_PATHS)('%s hydrates with no warning', async (path) => {
    expect(await hydrationErrors(path)).toEqual([]);
  });

  it('hydrates for a visitor who is signed in and asked for less motion', async () => {
    const browser = () => {
      localStorage.setItem('token', 'a-session');
      vi.stubGlobal('matchMedia', (query: string) => ({
        matches: query === '(prefers-reduced-motion: reduce)',
        addEventListener: () => {},
        removeEventListener: () => {},
      }));
    };
    expect(await hydrationErrors('/', { browser })).toEqual([]);
  });

  // The zone reaches what reads it while rendering; a formatter made when its module loaded keeps
  // the zone of that moment, here and in a browser alike, so those name theirs (Articles.tsx).
  it('hydrates for a visitor in another time zone, in a later year than the build', async () => {
    const zone = process.env.TZ;
    const browser = () => {
      process.env.TZ = 'America/Los_Angeles';
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2031-01-01T09:00:00Z'));
    };
    const after = (root: HTMLElement) =>
      expect(root.textContent).toContain('© 2031 Campus Engineering College');
    try {
      expect(await hydrationErrors('/', { browser, after })).toEqual([]);
    } finally {
      process.env.TZ = zone;
    }
  });

  it('hydrates a shared link’s choice and a notice left in the history, then shows them', async () => {
    const chosen = (root: HTMLElement) =>
      expect(root.querySelector<HTMLSelectElement>('#department')?.value).toBe('Civil Engineering');
    const url = '/faculty?department=Civil+Engineering';
    expect(await hydrationErrors('/faculty', { url, after: chosen })).toEqual([]);
    const state = { usr: { signedUp: 'Account created.' }, key: 'k', idx: 0 };
    const noticed = (root: HTMLElement) => expect(root.textContent).toContain('Account created.');
    expect(await hydrationErrors('/login', { state, after: noticed })).toEqual([]);
  });
});
