export const FORUM_MESSAGES = {
  posted: 'Post published.',
  updated: 'Post updated.',
  deleted: 'Post deleted.',
  noSuchPost: 'No such post.',
  notYours: 'You may only change your own posts.',
  imageNotReady: 'The image has not been uploaded. Upload it, then post again.',
  badCursor: 'This list has changed; please reload it.',
  failedToPost: 'Failed to publish the post.',
  failedToLike: 'Failed to update your like.',
  logInToLike: 'Log in to like posts.',
  noPosts: 'No posts yet.',
} as const;
