import { defineResources } from '../lib/resources/grants';

/** Upload records, and the private and media buckets the bytes go to. */
export const resources = defineResources({
  tables: { files: 'readWrite' },
  buckets: { files: 'readWrite', media: 'readWrite' },
});
