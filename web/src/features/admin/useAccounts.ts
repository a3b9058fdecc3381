import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usersRoutes } from '../../../../shared/api/routes/users';
import { callApi } from '../../api/client';

const PENDING = ['accounts', 'pending'] as const;

export function usePendingAccounts() {
  return useQuery({
    queryKey: PENDING,
    queryFn: ({ signal }) => callApi(usersRoutes.listAccounts, { query: { status: 'pending' }, signal }),
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
