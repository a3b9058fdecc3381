import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { usersRoutes } from '../../../../shared/api/routes/users';
import { callApi } from '../../api/client';

const PENDING = ['accounts', 'pending'] as const;

/** The approval queue a page at a time; `fetchNextPage` brings the next. */
export function usePendingAccounts() {
  return useInfiniteQuery({
    queryKey: PENDING,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ signal, pageParam }) =>
      callApi(usersRoutes.listAccounts, { query: { status: 'pending', cursor: pageParam }, signal }),
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** Approve or reject; the queue is fetched again either way, so it shows what the server holds. */
export function useDecideAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, decision }: { userId: string; decision: 'approve' | 'reject' }) =>
      callApi(decision === 'approve' ? usersRoutes.approveAccount : usersRoutes.rejectAccount, {
        pathParameters: { userId },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PENDING }),
  });
}
