import { defineResources } from '../lib/resources/grants';

/** Posts and likes; image records, and the images themselves, which go with a removed post. */
export const resources = defineResources({
  tables: { forumPosts: 'readWrite', forumLikes: 'readWrite', files: 'readWrite' },
  buckets: { media: 'readWrite' },
});
