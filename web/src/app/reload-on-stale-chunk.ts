const RELOADED_AT = 'campus:reloadedForChunk';
/* One reload per this long: if the fresh page still cannot load a chunk, reloading again won't help. */
const ONCE_PER_MS = 60_000;

/**
 * After a deploy, a tab running the previous build may ask for a chunk that the new build no
 * longer has. Vite reports that as `vite:preloadError`; the page reloads once to get the new build.
 */
export function reloadOnStaleChunk(
  target: Pick<Window, 'addEventListener'> = window,
  storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage,
  reload: () => void = () => window.location.reload(),
): void {
  target.addEventListener('vite:preloadError', (event) => {
    const last = Number(storage.getItem(RELOADED_AT) ?? 0);
    if (Date.now() - last < ONCE_PER_MS) return;
    event.preventDefault();
    storage.setItem(RELOADED_AT, String(Date.now()));
    reload();
  });
}
