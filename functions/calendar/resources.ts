import { defineResources } from '../lib/resources/grants';

/** The current-calendar item, and the upload records and public bucket its PDF lives in. */
export const resources = defineResources({
  tables: { calendar: ['get', 'put', 'delete'], files: ['get', 'delete'] },
  // A replaced or removed calendar's PDF goes; the uploads group puts it there.
  buckets: { media: { delete: ['media/calendar/'] } },
});
