import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../api/query-client';
import { App } from '../app/App';
import { createRouter } from '../app/router';
import { RENDERED_PATHS, withSiteOrigin } from '../lib/page-documents';
import { renderPage } from './render-page';

/*
 * React's development build, which this project runs, reports every hydration mismatch, attributes
 * included (the production build the end-to-end tests run reports only text and structure). Each
 * rendered page is rendered as the build does it, with no window, then hydrated here.
 */
async function renderedAsByTheBuild(path: string): Promise<string> {
  vi.stubGlobal('window', undefined);
  try {
    return (await renderPage(path)).html;
  } finally {
    vi.unstubAllGlobals();
  }
}

/* Said because this test renders the page and hydrates it in one process, which the build does not. */
const ONE_PROCESS_TWO_RENDERERS =
  'Detected multiple renderers concurrently rendering the same context provider. This is currently unsupported.';

describe('the pages rendered at build time', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  /**
   * Hydrates the page at `path` as the build rendered it, the browser being at `visited` (with a
   * query, or history state); what React said meanwhile.
   */
  async function hydrationErrors(
    path: string,
    visited = path,
    state: unknown = null,
    after: (root: HTMLElement) => void = () => {},
  ): Promise<unknown[][]> {
    const html = await renderedAsByTheBuild(path);
    // The API never answers here: what a page fetches stays loading, as it was rendered.
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    window.history.replaceState(state, '', visited);
    const root = document.createElement('div');
    root.innerHTML = withSiteOrigin(html, window.location.origin);
    document.body.append(root);
    const router = await createRouter(true);
    // A mismatch of text or elements is not a warning: React says so here, and draws the page anew.
    const recovered: unknown[][] = [];
    const app = await act(async () =>
      hydrateRoot(root, <App router={router} queryClient={createQueryClient()} />, {
        onRecoverableError: (error) => recovered.push([String(error)]),
      }),
    );
    expect(root.querySelector('h1')).not.toBeNull();
    after(root);
    act(() => app.unmount());
    router.dispose();
    return [...recovered, ...errors.mock.calls.filter(([message]) => message !== ONE_PROCESS_TWO_RENDERERS)];
  }

  it.each(RENDERED_PATHS)('%s hydrates with no warning', async (path) => {
    expect(await hydrationErrors(path)).toEqual([]);
  });

  it('hydrates for a visitor who is signed in and asked for less motion', async () => {
    localStorage.setItem('token', 'a-session');
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    expect(await hydrationErrors('/')).toEqual([]);
  });

  it('hydrates a shared link’s choice and a notice left in the history, then shows them', async () => {
    const chosen = (root: HTMLElement) =>
      expect(root.querySelector<HTMLSelectElement>('#department')?.value).toBe('Civil Engineering');
    expect(await hydrationErrors('/faculty', '/faculty?department=Civil+Engineering', null, chosen)).toEqual(
      [],
    );
    const history = { usr: { signedUp: 'Account created.' }, key: 'k', idx: 0 };
    const noticed = (root: HTMLElement) => expect(root.textContent).toContain('Account created.');
    expect(await hydrationErrors('/login', '/login', history, noticed)).toEqual([]);
  });
});
