import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { usersRoutes } from '#shared/api/routes/users';
import { callApi } from '../../api/client';
import { invalidateRoute, routePagesQuery } from '../../api/queries';

/** The approval queue a page at a time; `fetchNextPage` brings the next. */
export function usePendingAccounts() {
  return useInfiniteQuery(routePagesQuery(usersRoutes.listAccounts, { query: { status: 'pending' } }));
}

/** Approve or reject; the queue is fetched again either way, so it shows what the server holds. */
export function useDecideAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, decision }: { userId: string; decision: 'approve' | 'reject' }) =>
      callApi(decision === 'approve' ? usersRoutes.approveAccount : usersRoutes.rejectAccount, {
        pathParameters: { userId },
      }),
    onSettled: () => invalidateRoute(queryClient, usersRoutes.listAccounts),
  });
}
