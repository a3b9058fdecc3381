import { defineResources } from '../lib/resources/grants';

/**
 * Posts and likes; image records, and the images themselves, which go with a removed post; the
 * author's account (a confirmed email) and the daily post counter.
 */
export const resources = defineResources({
  tables: {
    forumPosts: ['get', 'put', 'update', 'delete', 'query:byLikes'],
    forumLikes: ['get', 'put', 'delete', 'query', 'batchGet', 'batchWrite'],
    files: ['get', 'delete'],
    users: ['get'],
    rateLimits: ['update'],
  },
  // A removed post's image; the files group puts it there.
  buckets: { media: { delete: ['media/forumImage/'] } },
});
