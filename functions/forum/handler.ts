import { forumRoutes } from '#shared/api/routes/forum';
import { sessions } from '../accounts';
import { createGroupHandler } from '../lib/group-handler';
import { reply } from '../lib/http';
import * as limits from '../lib/rate-limit';
import {
  addReference,
  deleteIfUnreferenced,
  deleteObject,
  dropReference,
  findFile,
  ownReadyUpload,
} from '../uploads';
import * as authors from './authors';
import { createPost, deletePost, editPost, likePost, listPosts } from './forum';
import * as likes from './likes';
import * as posts from './posts';

const records = { findFile, ownReadyUpload, addReference, dropReference, deleteIfUnreferenced };
const deps = { posts, likes, records, storage: { deleteObject }, authors, limits };

export const handler = createGroupHandler(
  forumRoutes,
  {
    createPost: async ({ body, caller }) => reply(201, await createPost({ ...body, caller }, deps)),
    editPost: ({ body, pathParameters, caller }) =>
      editPost({ ...body, id: pathParameters.id, caller }, deps),
    deletePost: ({ pathParameters, caller }) => deletePost({ id: pathParameters.id, caller }, deps),
    likePost: ({ pathParameters, caller }) => likePost({ id: pathParameters.id, caller }, deps),
    listPosts: ({ query }) => listPosts({ cursor: query.cursor }, deps),
    feed: ({ query, caller }) => listPosts({ cursor: query.cursor, caller }, deps),
  },
  { sessions },
);
