import { FILE_KINDS } from '#shared/constants/file-kinds';
import { defineResources } from '../lib/resources/grants';

/* Where a confirmed file of a private kind lives (finalKey): under `<kind>/`. */
const PRIVATE_KINDS = Object.entries(FILE_KINDS).flatMap(([kind, { bucket }]) =>
  bucket === 'files' ? [`${kind}/`] : [],
);

/** Upload records, and the private and media buckets the bytes go to. */
export const resources = defineResources({
  tables: { files: ['get', 'put', 'update', 'delete'] },
  // A confirmed GPT attachment waits for ingestion (pending in the search database, a message):
  // one statement, never a transaction.
  searchDatabase: 'statements',
  /*
   * Uploads land under incoming/ (a presigned form), are checked there, copied to their kind's
   * prefix and removed; private kinds get download links. Notes' extracted text is not its own.
   */
  buckets: {
    files: {
      get: ['incoming/', ...PRIVATE_KINDS],
      put: ['incoming/', ...PRIVATE_KINDS],
      delete: ['incoming/'],
    },
    media: { get: ['incoming/'], put: ['incoming/', 'media/'], delete: ['incoming/'] },
  },
  // The upload quota; and how long an attachment counts against it, its task's retention (decision 20).
  settings: ['uploadQuotaMb', 'gptTaskRetentionDays'],
});
