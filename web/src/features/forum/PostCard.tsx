import { useState } from 'react';
import { Link } from 'react-router-dom';
import { FORUM_MESSAGES } from '#shared/constants/forum-messages';
import type { Post } from '#shared/schemas/forum';
import { messageOf } from '../../api/client';
import { useNotify } from '../../lib/notices/NoticeContext';
import { useMutationNotices } from '../../lib/notices/useMutationNotices';
import { PostEditor } from './PostEditor';
import { useDeletePost, useLike } from './useForum';

const eventFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });
const postedFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });
/* The event time as the author gave it (the college's local time), shown as given. */
const eventDate = (date: string) => eventFormat.format(new Date(`${date}${date.length === 16 ? ':00' : ''}`));

/**
 * One post. Its words are shown as text (React never renders them as HTML), line breaks kept. The
 * image has explicit dimensions, so nothing moves when it arrives, and loads lazily below the fold.
 */
export function PostCard(props: {
  readonly post: Post;
  readonly signedIn: boolean;
  readonly eager: boolean;
}) {
  const { post } = props;
  const notify = useNotify();
  const notices = useMutationNotices();
  const like = useLike();
  const remove = useDeletePost();
  const [editing, setEditing] = useState(false);
  const headingId = `post-${post._id}`;

  function toggleLike() {
    like.mutate(post._id, {
      onError: (error) => notify(messageOf(error, FORUM_MESSAGES.failedToLike), 'error'),
    });
  }

  function deletePost() {
    if (!window.confirm(`Delete the post “${post.heading}”?`)) return;
    remove.mutate(post._id, notices('Failed to delete the post.'));
  }

  return (
    <article className="post-card panel" aria-labelledby={headingId}>
      {post.image && (
        <img
          className="post-image"
          src={post.image}
          alt=""
          width={800}
          height={450}
          loading={props.eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      )}
      <div className="post-content">
        <h3 id={headingId}>{post.heading}</h3>
        <p className="muted">
          <span>{eventDate(post.date)}</span> · <span>by {post.author}</span> ·{' '}
          <span>posted {postedFormat.format(new Date(post.createdAt))}</span>
        </p>
        {editing ? (
          <PostEditor post={post} onDone={() => setEditing(false)} />
        ) : (
          <p className="message-text">{post.body}</p>
        )}
        <div className="post-actions">
          {props.signedIn ? (
            <button
              type="button"
              className={`button ${post.liked ? 'button-primary' : 'button-ghost'}`}
              aria-pressed={post.liked}
              aria-label={`Like “${post.heading}” (${post.likes} ${post.likes === 1 ? 'like' : 'likes'})`}
              disabled={like.isPending}
              onClick={toggleLike}
            >
              Like ({post.likes})
            </button>
          ) : (
            <p className="muted">
              {post.likes} {post.likes === 1 ? 'like' : 'likes'} · <Link to="/login">Log in to like</Link>
            </p>
          )}
          {post.canEdit && !editing && (
            <button type="button" className="button button-ghost" onClick={() => setEditing(true)}>
              Edit <span className="visually-hidden">“{post.heading}”</span>
            </button>
          )}
          {post.canDelete && (
            <button
              type="button"
              className="button button-ghost"
              disabled={remove.isPending}
              onClick={deletePost}
            >
              Delete <span className="visually-hidden">“{post.heading}”</span>
            </button>
          )}
        </div>
      </div>
    </article>
  );
}
