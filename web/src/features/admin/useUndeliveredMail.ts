import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { contactRoutes } from '../../../../shared/api/routes/contact';
import { callApi } from '../../api/client';

const UNDELIVERED = ['contact-mail', 'undelivered'] as const;

/** Contact mail SES never took, a page at a time; `fetchNextPage` brings the next. */
export function useUndeliveredMail() {
  return useInfiniteQuery({
    queryKey: UNDELIVERED,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ signal, pageParam }) =>
      callApi(contactRoutes.listUndeliveredMail, { query: { cursor: pageParam }, signal }),
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** Hands a message back to the retry job; the list is fetched again, so it leaves it. */
export function useSendMailAgain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) =>
      callApi(contactRoutes.sendMailAgain, { pathParameters: { messageId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: UNDELIVERED }),
  });
}
