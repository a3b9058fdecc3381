import { type FormEvent, useState } from 'react';
import type { Post } from '#shared/schemas/forum';
import { useMutationNotices } from '../../lib/notices/useMutationNotices';
import { PostTextFields } from './PostTextFields';
import type { PostText } from './postText';
import { useEditPost } from './useForum';
import { usePostTextCheck } from './usePostTextCheck';

/** Its author changes a post's heading, date-time and body in place. */
export function PostEditor(props: { readonly post: Post; readonly onDone: () => void }) {
  const notices = useMutationNotices();
  const checkText = usePostTextCheck();
  const edit = useEditPost();
  const [text, setText] = useState<PostText>({
    heading: props.post.heading,
    date: props.post.date,
    body: props.post.body,
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkText(text);
    if (!checked) return;
    edit.mutate({ id: props.post._id, ...checked }, notices('Failed to update the post.', props.onDone));
  }

  return (
    <form className="form" onSubmit={submit} noValidate aria-label={`Edit “${props.post.heading}”`}>
      <PostTextFields idPrefix={`edit-${props.post._id}-`} value={text} onChange={setText} />
      <div className="post-actions">
        <button type="submit" className="button button-primary" disabled={edit.isPending}>
          {edit.isPending ? 'Saving…' : 'Save changes'}
        </button>
        <button type="button" className="button button-ghost" onClick={props.onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
