import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  afterEach(() => vi.useRealTimers());

  it('loads once for every caller', async () => {
    const load = vi.fn(async () => 'the module');
    const once = loadOnce(load);
    expect(await Promise.all([once(), once()])).toEqual(['the module', 'the module']);
    expect(await once()).toBe('the module');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers a failure with that failure at once, and tries again a moment later', async () => {
    vi.useFakeTimers();
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue('the module');
    const once = loadOnce(load);
    const first = once();
    await expect(first).rejects.toThrow('Failed to fetch');
    // Asked again straight away (React rendering anew to show the error): the same failure.
    expect(once()).toBe(first);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await once()).toBe('the module');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
