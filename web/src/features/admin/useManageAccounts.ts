import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { usersRoutes } from '#shared/api/routes/users';
import { callApi } from '../../api/client';
import { invalidateRoute, routePagesQuery } from '../../api/queries';

/** What an Admin may do to an account from its row. */
export type AccountAction = 'disable' | 'enable' | 'graduate' | 'delete';

const ROUTES = {
  disable: usersRoutes.disableAccount,
  enable: usersRoutes.enableAccount,
  graduate: usersRoutes.graduateAccount,
  delete: usersRoutes.deleteAccount,
} as const;

/** Accounts whose name, surname or email starts with `q`, a page at a time; nothing until there is a `q`. */
export function useAccountSearch(q: string) {
  return useInfiniteQuery({
    ...routePagesQuery(usersRoutes.searchAccounts, { query: { q } }),
    enabled: q.length > 0,
  });
}

/** One action on one account; the search is read again either way, so rows show what the server holds. */
export function useAccountAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, action }: { userId: string; action: AccountAction }) =>
      callApi(ROUTES[action], { pathParameters: { userId } }),
    onSettled: () => invalidateRoute(queryClient, usersRoutes.searchAccounts),
  });
}
