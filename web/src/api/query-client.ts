import { MutationCache, QueryClient } from '@tanstack/react-query';

/**
 * The app's query client. Reads are fresh for 30 s, and one retry keeps a page usable when the API
 * is down instead of spinning through three back-offs. Any write may change what any read shows
 * (an account created shows in a search, a class's roster in attendance): after each successful
 * one, every cached read is stale and those on screen are read again. One rule here, rather than
 * each write listing the reads it affects and missing one.
 */
export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    defaultOptions: { queries: { retry: 1, staleTime: 30_000 } },
    mutationCache: new MutationCache({
      // Not awaited: a returned promise would hold the write until the reads were back, and a
      // page whose row the new read removes (a deleted post) would miss its own success callback
      // (tests/e2e/forum.e2e.ts's "Post deleted." failed so).
      onSuccess: () => {
        void queryClient.invalidateQueries();
      },
    }),
  });
  return queryClient;
}
