import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Department } from '#shared/schemas/department';
import { PAGE_DATA_ID } from '../api/page-data';
import { renderPage } from './render-page';
import { renderWithData } from './render-with-data';

/*
 * A page served with its data (decision 38): rendered on the server side, with no window, then
 * hydrated here under React's development build, which reports any mismatch. The server's render
 * loads the page's code, and with it the app's one query client, made once per module graph; the
 * browser's side imports the app afresh, so its client is made from the page's data block, as in
 * a browser.
 */
const departments: Department[] = [
  { name: 'Civil Engineering', description: 'Bridges, and </script><b>no markup</b> of its own.' },
  { name: 'Mechanical Engineering', description: 'Engines.', image: '/media/mechanical.png' },
];

async function asOnTheServer<T>(work: () => Promise<T>): Promise<T> {
  const window = Object.getOwnPropertyDescriptor(globalThis, 'window');
  if (!window) throw new Error('This test runs in jsdom, which has a window');
  Object.defineProperty(globalThis, 'window', { value: undefined, configurable: true });
  try {
    return await work();
  } finally {
    // React's server renderer leaves its last task's context values in place (hydration.test.tsx).
    await prerender(null);
    Object.defineProperty(globalThis, 'window', window);
  }
}

const documentOf = (root: string) =>
  `<!doctype html><html><head><title>Departments</title>\n  </head><body><div id="root">${root}</div></body></html>`;

describe('a public page served with its data', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('arrives with its cards and the data its cache starts from, and hydrates without a warning or a fetch', async () => {
    const read = vi.fn(async () => departments);
    const served = await asOnTheServer(async () => {
      const built = documentOf((await renderPage('/departments')).html);
      return renderWithData(built, '/departments', read);
    });
    expect(read).toHaveBeenCalledTimes(1);
    const page = new DOMParser().parseFromString(served, 'text/html');
    const root = page.getElementById('root');
    expect(root?.querySelectorAll('article h2')).toHaveLength(2);
    expect(root?.textContent).toContain('Bridges, and </script><b>no markup</b> of its own.');
    expect(root?.querySelector('b')).toBeNull();
    expect(root?.textContent).not.toContain('Loading departments');
    // Named by the page itself, the list needs no preload: the browser has it.
    expect(served).not.toContain('rel="preload" href="/api/admin/departments"');
    const block = page.getElementById(PAGE_DATA_ID);
    expect(block?.parentElement?.tagName).toBe('HEAD');
    expect(served).not.toContain('</script><b>');

    const fetched = vi.fn((_url: unknown) => new Promise(() => {}));
    vi.stubGlobal('fetch', fetched);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    window.history.replaceState(null, '', '/departments');
    document.head.append(document.importNode(block as Element, true));
    const container = document.createElement('div');
    container.innerHTML = root?.innerHTML ?? '';
    document.body.append(container);
    vi.resetModules();
    const { App } = await import('../app/App');
    await (await import('../app/routes')).loadPageAt('/departments');
    const recovered: string[] = [];
    const app = await act(async () =>
      hydrateRoot(container, <App />, { onRecoverableError: (error) => recovered.push(String(error)) }),
    );
    expect(container.querySelectorAll('article h2')).toHaveLength(2);
    expect(recovered).toEqual([]);
    // Said because the server's renderer and the browser's run in one process here (hydration.test.tsx).
    const oneProcess = 'Detected multiple renderers concurrently rendering the same context provider.';
    expect(errors.mock.calls.filter(([message]) => !String(message).startsWith(oneProcess))).toEqual([]);
    expect(fetched.mock.calls.filter(([url]) => String(url).includes('/departments'))).toEqual([]);
    act(() => app.unmount());
  });

  it('refuses a document of another build, and leaves a page that reads nothing as it is', async () => {
    const read = vi.fn(async () => departments);
    const other = documentOf('<main>another build</main>');
    await asOnTheServer(async () => {
      await expect(renderWithData(other, '/departments', read)).rejects.toThrow('is not this build');
      expect(await renderWithData(other, '/contact', read)).toBe(other);
    });
    expect(read).not.toHaveBeenCalled();
  });
});
