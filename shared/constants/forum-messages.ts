/** The posts an Alumni account may publish in a day (why five: functions/forum/posting-rules.ts). */
export const ALUMNI_POSTS_PER_DAY = 5;

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
  confirmEmailToPost: 'Please confirm your email before posting: open the link we mailed you.',
  tooManyPostsToday: `You have published ${ALUMNI_POSTS_PER_DAY} posts today, the most an account may publish in a day. Please post again tomorrow.`,
} as const;
