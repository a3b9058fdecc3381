import { defineResources } from '../lib/resources/grants';

/** Notes, and the upload records and private bucket their files live in. */
export const resources = defineResources({
  tables: {
    // A deleted note is marked as being removed first (an update), and its item goes last.
    notes: [
      'get',
      'put',
      'update',
      'delete',
      'query:newest',
      'query:byBranch',
      'query:byYear',
      'query:bySubject',
    ],
    // A deleted note's record, whose bytes go back to the uploader's quota (an update).
    files: ['get', 'update', 'delete'],
    // A note stored or deleted stamps its branch and year (decision 64).
    changeStamps: ['put'],
  },
  // Download links for notes; a deleted note's file.
  buckets: { files: { get: ['note/'], delete: ['note/', 'extracted/'] } },
  // A recorded note waits for ingestion (pending, a message); a deleted one leaves the search
  // database at once (decision 28).
  searchDatabase: true,
});

/**
 * The ingestion sweep (decision 42): reads the notes the search database still owes something
 * (the sparse `toReconcile` index), finishes their removals (a note's passages, file, record and
 * item) and asks again for their indexing.
 */
export const sweepResources = defineResources({
  tables: {
    notes: ['query:toReconcile', 'update', 'delete'],
    files: ['get', 'update', 'delete'],
    changeStamps: ['put'],
  },
  buckets: { files: { delete: ['note/', 'extracted/'] } },
  searchDatabase: true,
});
