import { messageOf } from '../../api/client';
import { useNotify } from './NoticeContext';

/** What the server answers a change with. */
interface Answer {
  readonly msg: string;
}

/**
 * How most changes tell the user how they went, as the callbacks `mutate` takes: the server's
 * answer as a success notice (then `done`, e.g. to empty the form), and on failure the server's
 * own words, else `failed` (or, given a function, whatever it makes of the error).
 */
export function useMutationNotices() {
  const notify = useNotify();
  return (failed: string | ((error: unknown) => string), done?: () => void) => ({
    onSuccess: ({ msg }: Answer) => {
      notify(msg, 'success');
      done?.();
    },
    onError: (error: unknown) =>
      notify(typeof failed === 'string' ? messageOf(error, failed) : failed(error), 'error'),
  });
}
