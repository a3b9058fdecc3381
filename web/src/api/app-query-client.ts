import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { loadOnce } from './load-once';

/*
 * The app's one query client, whose code (TanStack Query) is loaded when something first reads
 * through the cache: a page that reads through it (every page but the home and contact pages), or
 * a signed-in session. A signed-out visitor of the home page, whom it would not serve, does not
 * load it: that keeps the landing page's JavaScript inside its budget (bench/landing-js.ts,
 * decision 37).
 */
let client: QueryClient | undefined;
const listeners = new Set<() => void>();

/** The app's query client, made on first call; the same one for the page's life. */
export const loadQueryClient = loadOnce(async () => {
  const { createQueryClient } = await import('./query-client');
  client = createQueryClient();
  // What QueryClientProvider would do on mounting it: refetch on focus and on reconnecting.
  client.mount();
  for (const listener of listeners) listener();
  return client;
});

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const current = () => client;

/** The app's query client once loaded, else undefined; renders again when it is. */
export const useLoadedQueryClient = (): QueryClient | undefined =>
  useSyncExternalStore(subscribe, current, current);
