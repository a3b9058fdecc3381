import { act, render, screen } from '@testing-library/react';
import { Suspense, use } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadOnce } from '../api/load-once';
import { PageCouldNotLoad, PageLoadFailed } from './PageLoadFailed';

function ChunkGone(): never {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/ContactPage-x.js');
}

describe('a page whose code could not be loaded', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says so with a way to reload, where the whole app would otherwise vanish', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failed = vi.fn();
    render(
      <main>
        <p>The navigation stays</p>
        <PageLoadFailed key="/contact" fallback={<PageCouldNotLoad />} onError={failed}>
          <ChunkGone />
        </PageLoadFailed>
      </main>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This page could not finish loading. Reload the page to try again.',
    );
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(screen.getByText('The navigation stays')).toBeInTheDocument();
    expect(failed).toHaveBeenCalledWith(expect.any(TypeError));
    expect(logged).toHaveBeenCalled();
  });

  it('shows a page whose code waits with `use` and fails, after one try, not trying again and again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const code = loadOnce(load);
    function Page() {
      use(code());
      return <h1>Contact Us</h1>;
    }
    await act(async () => {
      render(
        <PageLoadFailed fallback={<PageCouldNotLoad />}>
          <Suspense fallback={<p>Loading…</p>}>
            <Page />
          </Suspense>
        </PageLoadFailed>,
      );
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not finish loading.');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries afresh at another address', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = render(
      <PageLoadFailed key="/contact" fallback={<PageCouldNotLoad />}>
        <ChunkGone />
      </PageLoadFailed>,
    );
    rerender(
      <PageLoadFailed key="/faculty" fallback={<PageCouldNotLoad />}>
        <h1>Faculty</h1>
      </PageLoadFailed>,
    );
    expect(screen.getByRole('heading', { name: 'Faculty' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
