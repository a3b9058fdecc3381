import { describe, expect, it, vi } from 'vitest';
import { reloadOnStaleChunk } from './reload-on-stale-chunk';

describe('reloading when a lazy chunk is gone after a deploy', () => {
  it('reloads once, then lets a second failure through instead of looping', () => {
    const target = new EventTarget();
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    const reload = vi.fn();
    reloadOnStaleChunk(target as unknown as Window, storage, reload);

    const first = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(first);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(first.defaultPrevented).toBe(true);

    const second = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(second);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(second.defaultPrevented).toBe(false);
  });

  it('does not reload while someone is filling in a form, so what they typed stays', () => {
    const target = new EventTarget();
    const storage = { getItem: () => null, setItem: vi.fn() };
    const reload = vi.fn();
    reloadOnStaleChunk(target as unknown as Window, storage, reload, () => true);
    const failed = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(failed);
    expect(reload).not.toHaveBeenCalled();
    // Not cancelled: the import rejects, and the form that asked for the code says it failed.
    expect(failed.defaultPrevented).toBe(false);
    expect(storage.setItem).not.toHaveBeenCalled();
  });
});
