import { useSyncExternalStore } from 'react';

const nothingChanges = () => () => {};

/**
 * False while React hydrates a page rendered at build time (and while the build renders it), true
 * in every render after: what only the browser knows (local storage, media queries) waits until
 * then, so hydration finds the markup the build wrote.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    nothingChanges,
    () => true,
    () => false,
  );
