import { defineResources } from '../lib/resources/grants';

/** Notes, and the upload records and private bucket their files live in. */
export const resources = defineResources({
  tables: {
    notes: ['get', 'put', 'delete', 'query:newest', 'query:byBranch', 'query:byYear', 'query:bySubject'],
    // A deleted note's record, whose bytes go back to the uploader's quota (an update).
    files: ['get', 'update', 'delete'],
    // A recorded note waits for ingestion (pending); a deleted one leaves the index (decision 23).
    gptIndex: ['put'],
  },
  // Download links for notes; a deleted note's file and its passages in the assistant's index.
  buckets: { files: { get: ['note/'], delete: ['note/', 'extracted/', 'passages/'] } },
  queues: ['gptIngest'],
});
