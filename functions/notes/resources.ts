import { defineResources } from '../lib/resources/grants';

/** Notes, and the upload records and private bucket their files live in. */
export const resources = defineResources({
  tables: {
    notes: ['get', 'put', 'delete', 'query:newest', 'query:byBranch', 'query:byYear', 'query:bySubject'],
    // A deleted note's record, whose bytes go back to the uploader's quota (an update).
    files: ['get', 'update', 'delete'],
  },
  // Download links for notes; a deleted note's file.
  buckets: { files: { get: ['note/'], delete: ['note/', 'extracted/'] } },
  // A recorded note waits for ingestion (pending, a message); a deleted one leaves the search
  // database at once (decision 28).
  searchDatabase: true,
  queues: ['gptIngest'],
});
