import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usersRoutes } from '#shared/api/routes/users';
import type { TaughtClass } from '#shared/schemas/teaching';
import { callApi } from '../../api/client';
import { invalidateRoute, routeQuery } from '../../api/queries';

const lookUp = (email: string) => routeQuery(usersRoutes.facultyTeaching, { query: { email } });

/** The Faculty member with this email and the classes they are assigned; nothing is asked until an email is given. */
export function useFacultyTeaching(email: string) {
  return useQuery({ ...lookUp(email), enabled: email !== '', retry: false });
}

/** Assign a class (and subject) to a Faculty member, or take it away. */
export type TeachingChange = 'assign' | 'remove';

/**
 * Assigns or takes away a class of the Faculty member found by `email`. The answer carries their
 * classes as they now are, which the found Faculty member's list shows at once; after a refusal
 * (already assigned, no longer assigned) the list is read again instead.
 */
export function useChangeTeaching(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      userId,
      change,
      taught,
    }: {
      userId: string;
      change: TeachingChange;
      taught: TaughtClass;
    }) =>
      change === 'assign'
        ? callApi(usersRoutes.assignClass, { pathParameters: { userId }, body: taught })
        : callApi(usersRoutes.unassignClass, { pathParameters: { userId }, query: taught }),
    onSuccess: ({ classes }) =>
      queryClient.setQueryData(lookUp(email).queryKey, (found) => found && { ...found, classes }),
    onError: () => invalidateRoute(queryClient, usersRoutes.facultyTeaching),
  });
}
