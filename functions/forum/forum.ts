import { randomUUID } from 'node:crypto';
import { FORUM_MESSAGES } from '#shared/constants/forum-messages';
import type { MessageBody } from '#shared/schemas/account';
import type { CreatePostInput, LikeResult, Post, PostsPage, PostTextInput } from '#shared/schemas/forum';
import type { Caller, NamedCaller } from '../lib/caller';
import { bucketName } from '../lib/env';
import { HttpError } from '../lib/http';
import type { records, storage } from '../uploads';
import type * as likes from './likes';
import { mayDelete, mayEdit, toPost } from './post-view';
import { type PostingRulesDeps, takePostAllowance } from './posting-rules';
import type * as posts from './posts';
import type { StoredPost } from './posts';

export const POSTS_PAGE_SIZE = 20;

export interface ForumDeps extends PostingRulesDeps {
  readonly posts: Pick<
    typeof posts,
    'createPost' | 'findPost' | 'updatePostText' | 'deletePost' | 'listPosts'
  >;
  readonly likes: Pick<typeof likes, 'toggleLike' | 'recountLikes' | 'likedAmong' | 'deleteLikesOf'>;
  readonly records: Pick<
    typeof records,
    'findFile' | 'ownReadyUpload' | 'addReference' | 'dropReference' | 'deleteIfUnreferenced'
  >;
  readonly storage: Pick<typeof storage, 'deleteObject'>;
}

/**
 * Publishes a post; its image, if any, must be a forum image the caller uploaded and that passed.
 * The author needs a confirmed email and a post left of the day's allowance (posting-rules.ts).
 */
export async function createPost(
  input: CreatePostInput & { readonly caller: NamedCaller },
  deps: ForumDeps,
): Promise<{ msg: string; post: Post }> {
  const { caller, imageFileId, heading, body, date } = input;
  let image: string | undefined;
  if (imageFileId) {
    const file = await deps.records.ownReadyUpload(imageFileId, 'forumImage', caller.userId);
    if (!file) throw new HttpError(400, FORUM_MESSAGES.imageNotReady);
    image = `/${file.key}`;
  }
  const giveBackAllowance = await takePostAllowance(caller, deps);
  // The image counts this post before it is stored, so no delete of another post showing it
  // removes it meanwhile; it may be reused by its owner in any number of posts (decision 20).
  if (imageFileId && !(await deps.records.addReference(imageFileId, caller.userId))) {
    await giveBackAllowance();
    throw new HttpError(400, FORUM_MESSAGES.imageNotReady);
  }
  const post: StoredPost = {
    postId: randomUUID(),
    heading,
    body,
    date,
    imageFileId,
    image,
    authorId: caller.userId,
    authorName: caller.name,
    createdAt: new Date().toISOString(),
    likes: 0,
  };
  try {
    await deps.posts.createPost(post);
  } catch (error) {
    if (imageFileId) await deps.records.dropReference(imageFileId);
    await giveBackAllowance();
    throw error;
  }
  return { msg: FORUM_MESSAGES.posted, post: toPost(post, caller, false) };
}

/* The post, if the caller may act on it: an unknown id is 404, another's post 403. */
async function ownPost(
  id: string,
  caller: Caller,
  may: (post: StoredPost, caller: Caller) => boolean,
  deps: ForumDeps,
): Promise<StoredPost> {
  const post = await deps.posts.findPost(id);
  if (!post) throw new HttpError(404, FORUM_MESSAGES.noSuchPost);
  if (!may(post, caller)) throw new HttpError(403, FORUM_MESSAGES.notYours);
  return post;
}

/** Its author changes a post's words; its likes stay. */
export async function editPost(
  input: PostTextInput & { readonly id: string; readonly caller: Caller },
  deps: ForumDeps,
): Promise<{ msg: string; post: Post }> {
  const { id, caller, heading, body, date } = input;
  const post = await ownPost(id, caller, mayEdit, deps);
  if (!(await deps.posts.updatePostText(id, { heading, body, date }))) {
    throw new HttpError(404, FORUM_MESSAGES.noSuchPost);
  }
  const liked = (await deps.likes.likedAmong([id], caller.userId)).has(id);
  return { msg: FORUM_MESSAGES.updated, post: toPost({ ...post, heading, body, date }, caller, liked) };
}

/**
 * Its author removes a post, or an Admin does (moderation); its likes go too, and its image with
 * the last post that shows it. The record goes before the bytes: a post taking the image up at
 * that moment then finds it gone rather than showing a deleted file.
 */
export async function deletePost(
  input: { readonly id: string; readonly caller: Caller },
  deps: ForumDeps,
): Promise<MessageBody> {
  const post = await ownPost(input.id, input.caller, mayDelete, deps);
  if (!(await deps.posts.deletePost(post.postId))) throw new HttpError(404, FORUM_MESSAGES.noSuchPost);
  await deps.likes.deleteLikesOf(post.postId);
  if (post.imageFileId) {
    const file = await deps.records.findFile(post.imageFileId);
    const left = file && (await deps.records.dropReference(file.fileId));
    if (file && left !== undefined && left <= 0 && (await deps.records.deleteIfUnreferenced(file.fileId))) {
      await deps.storage.deleteObject(bucketName('media'), file.key);
    }
  }
  return { msg: FORUM_MESSAGES.deleted };
}

/** Likes a post for the caller, or takes the like back; answers the count and the caller's like. */
export async function likePost(
  input: { readonly id: string; readonly caller: Caller },
  deps: ForumDeps,
): Promise<LikeResult> {
  if (!(await deps.posts.findPost(input.id))) throw new HttpError(404, FORUM_MESSAGES.noSuchPost);
  const liked = await deps.likes.toggleLike(input.id, input.caller.userId);
  const likes = await deps.likes.recountLikes(input.id);
  if (likes === undefined) throw new HttpError(404, FORUM_MESSAGES.noSuchPost);
  return { likes, liked };
}

/** Posts, most liked first, ties newest first; for a signed-in caller, with which they like. */
export async function listPosts(
  input: { readonly cursor?: string; readonly caller?: Caller },
  deps: ForumDeps,
): Promise<PostsPage> {
  const page = await deps.posts.listPosts(POSTS_PAGE_SIZE, input.cursor);
  if (page === 'invalidCursor') throw new HttpError(400, FORUM_MESSAGES.badCursor);
  const { caller } = input;
  const liked = caller
    ? await deps.likes.likedAmong(
        page.posts.map((post) => post.postId),
        caller.userId,
      )
    : new Set<string>();
  return {
    posts: page.posts.map((post) => toPost(post, caller, liked.has(post.postId))),
    nextCursor: page.nextCursor,
  };
}
