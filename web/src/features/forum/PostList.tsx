import { useEffect, useRef } from 'react';
import { FORUM_MESSAGES } from '#shared/constants/forum-messages';
import { ShowMoreButton } from '../../components/ShowMoreButton';
import { PostCard } from './PostCard';
import { usePosts } from './useForum';

/* The first posts are above the fold on most screens; their images load at once. */
const EAGER_IMAGES = 2;

/** The posts, most liked first as the server sorts them; more with a button. */
export function PostList(props: { readonly signedIn: boolean; readonly label: string }) {
  const posts = usePosts(props.signedIn);
  const list = useRef<HTMLUListElement>(null);
  // A failed forum list is only logged (docs/requirements.md#silent-failures).
  useEffect(() => {
    if (posts.error) console.error('Failed to fetch posts', posts.error);
  }, [posts.error]);
  const shown = posts.data?.pages.flatMap((page) => page.posts);

  return (
    <section aria-label={props.label} className="stack">
      {posts.isPending && <p role="status">Loading posts…</p>}
      {shown?.length === 0 && <p>{FORUM_MESSAGES.noPosts}</p>}
      {shown && shown.length > 0 && (
        <ul className="post-list" ref={list}>
          {shown.map((post, index) => (
            <li key={post._id}>
              <PostCard post={post} signedIn={props.signedIn} eager={index < EAGER_IMAGES} />
            </li>
          ))}
        </ul>
      )}
      <ShowMoreButton list={list} pages={posts} label="Show more posts" loadingLabel="Loading more posts…" />
    </section>
  );
}
