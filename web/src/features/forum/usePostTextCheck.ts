import type { PostTextInput } from '#shared/schemas/forum';
import { useNotify } from '../../lib/notices/NoticeContext';
import { checkPostText, type PostText } from './postText';

/**
 * checkPostText as both post forms use it: the text to send, or undefined once the author has
 * been told, in an error notice, what to mend.
 */
export function usePostTextCheck() {
  const notify = useNotify();
  return (text: PostText): PostTextInput | undefined => {
    const checked = checkPostText(text);
    if ('text' in checked) return checked.text;
    notify(checked.problem, 'error');
    return undefined;
  };
}
