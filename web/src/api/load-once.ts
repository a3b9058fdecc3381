/*
 * How long a failed load is still answered with its failure. Whatever waits on it must see it:
 * React, asked again at once while rendering, needs the same rejected promise to show the error
 * (a fresh attempt each time would keep it loading forever). A later try loads afresh.
 */
const FAILURE_KEPT_MS = 1000;

/**
 * `load`, run once: later calls share its promise. A failed load (code that did not arrive over a
 * lost connection) is forgotten a moment later, so a later try loads again instead of failing for good.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    if (pending) return pending;
    const attempt = load();
    pending = attempt;
    attempt.catch(() => {
      setTimeout(() => {
        if (pending === attempt) pending = undefined;
      }, FAILURE_KEPT_MS);
    });
    return attempt;
  };
}
