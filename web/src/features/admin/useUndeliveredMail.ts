import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { contactRoutes } from '#shared/api/routes/contact';
import { callApi } from '../../api/client';
import { invalidateRoute, routePagesQuery } from '../../api/queries';

/** Contact mail SES never took, a page at a time; `fetchNextPage` brings the next. */
export function useUndeliveredMail() {
  return useInfiniteQuery(routePagesQuery(contactRoutes.listUndeliveredMail));
}

/** Hands a message back to the retry job; the list is fetched again, so it leaves it. */
export function useSendMailAgain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) =>
      callApi(contactRoutes.sendMailAgain, { pathParameters: { messageId } }),
    onSettled: () => invalidateRoute(queryClient, contactRoutes.listUndeliveredMail),
  });
}
