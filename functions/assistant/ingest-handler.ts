import { logger } from '../lib/logger';
import { RESUME_WAIT_IN_BACKGROUND_MS, whileResuming } from '../lib/search-database';
import { ingestAttachment, ingestNote } from './ingest/ingest-document';
import { gptIngestQueue } from './queues';

/**
 * The ingest function (decision 23), fed by the ingest queue: each note and each question's file is
 * parsed and indexed here once, with its own memory and time, so no question ever parses one.
 * Indexing the same document twice writes the same passages again: redelivery is harmless.
 */
export const handler = gptIngestQueue.consumer(async (request) => {
  logger.appendKeys(request);
  const startedAt = Date.now();
  // A redelivery half an hour on may find the cluster paused again: its resume is waited out here,
  // within the function's 300 s, rather than spending one of the message's three tries.
  const outcome = await whileResuming(
    () => ('noteId' in request ? ingestNote(request.noteId) : ingestAttachment(request.fileId)),
    RESUME_WAIT_IN_BACKGROUND_MS,
  );
  logger.info('Ingested', { outcome, ms: Date.now() - startedAt });
});
