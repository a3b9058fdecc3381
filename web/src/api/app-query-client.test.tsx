import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

describe('the app’s query client', () => {
  it('is there for nobody until first loaded, then for everyone on screen, one and the same', async () => {
    // This project's files share their modules (vitest.config.ts): a fresh copy of this one, unloaded.
    vi.resetModules();
    const { loadQueryClient, useLoadedQueryClient } = await import('./app-query-client');
    function ShowsClient() {
      return <p>{useLoadedQueryClient() ? 'the cache is here' : 'no cache yet'}</p>;
    }
    render(<ShowsClient />);
    expect(screen.getByText('no cache yet')).toBeInTheDocument();
    const [first, second] = await act(() => Promise.all([loadQueryClient(), loadQueryClient()]));
    expect(screen.getByText('the cache is here')).toBeInTheDocument();
    expect(second).toBe(first);
    expect(await loadQueryClient()).toBe(first);
  });
});
