import { defineResources } from '../lib/resources/grants';

/** The current-calendar item, and the upload records and public bucket its PDF lives in. */
export const resources = defineResources({
  tables: { calendar: 'readWrite', files: 'readWrite' },
  buckets: { media: 'readWrite' },
});
