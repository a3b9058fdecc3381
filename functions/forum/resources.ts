import { defineResources } from '../lib/resources/grants';

/**
 * Posts and likes; image records, and the images themselves, which go with a removed post; the
 * author's account (a confirmed email) and the daily post counter.
 */
export const resources = defineResources({
  tables: {
    forumPosts: ['get', 'put', 'update', 'delete', 'query:byLikes'],
    forumLikes: ['get', 'put', 'delete', 'query', 'batchGet', 'batchWrite'],
    // Image records: a post counts its image in and out (refs), and gives its bytes back to the quota.
    files: ['get', 'update', 'delete'],
    users: ['get'],
    rateLimits: ['update'],
  },
  // A removed post's image; the uploads group puts it there.
  buckets: { media: { delete: ['media/forumImage/'] } },
});
