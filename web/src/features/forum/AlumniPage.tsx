import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { PostForm } from './PostForm';
import { PostList } from './PostList';
import './forum.css';

/** The alumni forum (Alumni only): write a post; read, like, edit and delete, most liked first. */
export function AlumniPage() {
  useDocumentTitle('Alumni Forum');
  return (
    <div className="page forum-page">
      <h1>Alumni Forum</h1>
      <PostForm />
      <h2>Posts</h2>
      <PostList signedIn label="Forum posts" />
    </div>
  );
}
