import { hydrate, QueryClient } from '@tanstack/react-query';
import type { RouteSpec } from '#shared/api/define';
import { isSessionEnded, onEveryWrite } from './client';
import { pageDataOf } from './page-data';
import { invalidateGroup } from './queries';

/** The groups whose reads a write refreshes: its own, and those its route entry names. */
export const groupsRefreshedBy = (route: Pick<RouteSpec, 'refreshes'> & { readonly group?: string }) => [
  ...new Set([...(route.group ? [route.group] : []), ...(route.refreshes ?? [])]),
];

/**
 * The app's query client. Reads are fresh for 30 s, and one retry keeps a page usable when the API
 * is down instead of spinning through three back-offs. After each write the server accepts, every
 * cached read of the groups its route refreshes is stale and those on screen are read again: its
 * own group's, and those its route entry names in `refreshes` (an Admin who moves a student to
 * another class sees both class rosters this tab holds change), which tests/infra/refreshes.test.ts
 * holds to what the write's code changes. Each client listens for the page's life: the app makes
 * one (tests make one each, and leave it listening).
 */
export function createQueryClient(): QueryClient {
  // An ended session is not retried: the app signs it out at once (lib/auth), nothing else mends it.
  const retry = (failures: number, error: unknown) => failures < 1 && !isSessionEnded(error);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry, staleTime: 30_000 } } });
  // A page served with its data starts from it (decision 38): made before the page hydrates.
  const arrived = typeof document === 'undefined' ? undefined : pageDataOf(document);
  if (arrived) hydrate(queryClient, arrived);
  // Not awaited: a returned promise would hold the write until the reads were back, and a page
  // whose row the new read removes (a deleted post) would miss its own success callback
  // (tests/e2e/forum.e2e.ts's "Post deleted." failed so). The app makes one client, for its life.
  onEveryWrite((route) => {
    for (const group of groupsRefreshedBy(route)) void invalidateGroup(queryClient, group);
  });
  return queryClient;
}
