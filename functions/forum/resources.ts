import { defineResources } from '../lib/resources/grants';

/**
 * Posts and likes; image records, and the images themselves, which go with a removed post; the
 * author's account (a confirmed email) and the daily post counter.
 */
export const resources = defineResources({
  tables: {
    forumPosts: 'readWrite',
    forumLikes: 'readWrite',
    files: 'readWrite',
    users: 'read',
    rateLimits: 'readWrite',
  },
  buckets: { media: 'readWrite' },
});
