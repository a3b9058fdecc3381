import type { Post } from '#shared/schemas/forum';
import type { Caller } from '../lib/caller';
import type { StoredPost } from './posts';

/** Its author may edit a post; its author or an Admin may remove it. */
export const mayEdit = (post: Pick<StoredPost, 'authorId'>, caller: Caller | undefined) =>
  caller?.role === 'Alumni' && post.authorId === caller.userId;

export const mayDelete = (post: Pick<StoredPost, 'authorId'>, caller: Caller | undefined) =>
  caller?.role === 'Admin' || mayEdit(post, caller);

/** A post as readers see it, with what the caller may do with it. */
export function toPost(post: StoredPost, caller: Caller | undefined, liked: boolean): Post {
  return {
    _id: post.postId,
    heading: post.heading,
    body: post.body,
    date: post.date,
    image: post.image,
    likes: post.likes,
    author: post.authorName,
    createdAt: post.createdAt,
    liked,
    canEdit: mayEdit(post, caller),
    canDelete: mayDelete(post, caller),
  };
}
