import { defineResources } from '../lib/resources/grants';

/** Notes, and the upload records and private bucket their files live in. */
export const resources = defineResources({
  tables: {
    notes: ['get', 'put', 'delete', 'query:newest', 'query:byBranch', 'query:byYear', 'query:bySubject'],
    files: ['get', 'delete'],
  },
  // Download links for notes; a deleted note's file and the text the GPT worker extracted from it.
  buckets: { files: { get: ['note/'], delete: ['note/', 'extracted/'] } },
});
