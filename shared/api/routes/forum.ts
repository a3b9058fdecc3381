import { messageSchema } from '../../schemas/account';
import {
  createPostSchema,
  likeResultSchema,
  postIdSchema,
  postsPageSchema,
  postsQuerySchema,
  postTextSchema,
  savedPostSchema,
} from '../../schemas/forum';
import { defineGroup, PUBLIC, rolesOnly, SIGNED_IN } from '../define';

/**
 * The alumni forum, which is also the public blog: Alumni post; anyone reads, most
 * liked first; anyone signed in likes, once. A signed-in reader lists through `feed`, which says
 * which posts they like (API Gateway runs no authorizer on a public route).
 */
export const forumRoutes = defineGroup('forum', {
  createPost: {
    method: 'POST',
    path: '/api/forum/post',
    access: rolesOnly('Alumni'),
    body: createPostSchema,
    response: savedPostSchema,
  },
  editPost: {
    method: 'PUT',
    path: '/api/forum/post/{id}',
    access: rolesOnly('Alumni'),
    params: postIdSchema,
    body: postTextSchema,
    response: savedPostSchema,
  },
  deletePost: {
    method: 'DELETE',
    path: '/api/forum/post/{id}',
    access: rolesOnly('Alumni', 'Admin'),
    params: postIdSchema,
    response: messageSchema,
  },
  likePost: {
    method: 'POST',
    path: '/api/forum/post/{id}/like',
    access: SIGNED_IN,
    params: postIdSchema,
    response: likeResultSchema,
  },
  listPosts: {
    method: 'GET',
    path: '/api/forum/posts',
    access: PUBLIC,
    query: postsQuerySchema,
    response: postsPageSchema,
  },
  feed: {
    method: 'GET',
    path: '/api/forum/feed',
    access: SIGNED_IN,
    readOnly: true,
    query: postsQuerySchema,
    response: postsPageSchema,
  },
});
