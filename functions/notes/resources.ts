import { defineResources } from '../lib/resources/grants';

/** Notes, and the upload records and private bucket their files live in. */
export const resources = defineResources({
  tables: { notes: 'readWrite', files: 'readWrite' },
  buckets: { files: 'readWrite' },
});
