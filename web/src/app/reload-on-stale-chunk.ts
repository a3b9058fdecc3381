const RELOADED_AT = 'campus:reloadedForChunk';
/* One reload per this long: if the fresh page still cannot load a chunk, reloading again won't help. */
const ONCE_PER_MS = 60_000;

/* Whether someone is filling in a form: its code asked for while they type (the contact form's sender). */
const inForm = () => document.activeElement?.closest('form') != null;

/**
 * After a deploy, a tab running the previous build may ask for a chunk that the new build no
 * longer has. Vite reports that as `vite:preloadError`; the page reloads once to get the new build.
 * Not while the focus is in a form: a reload would lose what was typed, so the failure goes to the
 * code that asked, which says so.
 */
export function reloadOnStaleChunk(
  target: Pick<Window, 'addEventListener'> = window,
  storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage,
  reload: () => void = () => window.location.reload(),
  typing: () => boolean = inForm,
): void {
  target.addEventListener('vite:preloadError', (event) => {
    if (typing()) return;
    const last = Number(storage.getItem(RELOADED_AT) ?? 0);
    if (Date.now() - last < ONCE_PER_MS) return;
    event.preventDefault();
    storage.setItem(RELOADED_AT, String(Date.now()));
    reload();
  });
}
