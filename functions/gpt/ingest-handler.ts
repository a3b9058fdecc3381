import { logger } from '../lib/logger';
import { queueConsumer } from '../lib/queue-messages';
import { ingestAttachment, ingestNote } from './ingest/ingest-document';

/**
 * The ingest function (decision 23), fed by the ingest queue: each note and each question's file is
 * parsed and indexed here once, with its own memory and time, so no question ever parses one.
 * Indexing the same document twice writes the same passages again: redelivery is harmless.
 */
export const handler = queueConsumer('gptIngest', async (request) => {
  logger.appendKeys(request);
  const startedAt = Date.now();
  const outcome =
    'noteId' in request ? await ingestNote(request.noteId) : await ingestAttachment(request.fileId);
  logger.info('Ingested', { outcome, ms: Date.now() - startedAt });
});
