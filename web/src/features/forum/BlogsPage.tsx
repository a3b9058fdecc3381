import { useSignedInUser } from '../../lib/auth/useSignedInUser';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { PostList } from './PostList';
import './forum.css';

/** The public blog: the alumni's posts, most liked first; signed-in readers may like them. */
export function BlogsPage() {
  useDocumentTitle('Blog Posts');
  const user = useSignedInUser();
  return (
    <div className="page forum-page">
      <h1>Blog Posts</h1>
      <PostList signedIn={user !== undefined} label="Blog posts" />
    </div>
  );
}
