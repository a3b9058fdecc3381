import type { TableDefinition } from '../lib/resources/table-definition';

/*
 * The forum's tables: posts and likes. Only this group's code names them (functions/data-
 * ownership.test.ts, decision 63); others call its named functions.
 */
export const FORUM_TABLES = {
  /*
   * Forum posts (the blog): listed most liked first, ties newest first, through `byLikes`, whose
   * sort key `rank` is the like count (zero-padded) then the creation time; see functions/forum.
   */
  forumPosts: {
    envVar: 'FORUM_POSTS_TABLE',
    partitionKey: { name: 'postId', type: 'S' },
    indexes: [
      {
        name: 'byLikes',
        partitionKey: { name: 'feed', type: 'S' },
        sortKey: { name: 'rank', type: 'S' },
      },
    ],
  },
  /* One item per person who likes a post: a conditional put makes it one like per person. */
  forumLikes: {
    envVar: 'FORUM_LIKES_TABLE',
    partitionKey: { name: 'postId', type: 'S' },
    sortKey: { name: 'userId', type: 'S' },
  },
} as const satisfies Record<string, TableDefinition>;
