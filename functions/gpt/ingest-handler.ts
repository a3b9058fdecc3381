import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { SQSEvent, SQSRecord } from 'aws-lambda';
import { logger } from '../lib/logger';
import { idInMessage } from '../lib/queue-messages';
import { ingestAttachment, ingestNote } from './ingest/ingest-document';

const processor = new BatchProcessor(EventType.SQS);

async function recordHandler(record: SQSRecord): Promise<void> {
  const noteId = idInMessage('noteId', record.body);
  const fileId = idInMessage('fileId', record.body);
  logger.appendKeys({ noteId, fileId });
  const startedAt = Date.now();
  const outcome = noteId ? await ingestNote(noteId) : fileId ? await ingestAttachment(fileId) : undefined;
  if (!outcome) logger.error('An ingest message names no note and no file', { messageId: record.messageId });
  else logger.info('Ingested', { outcome, ms: Date.now() - startedAt });
}

/**
 * The ingest function (decision 23), fed by the ingest queue: each note and each question's file is
 * parsed and indexed here once, with its own memory and time, so no question ever parses one.
 * Indexing the same document twice writes the same passages again: redelivery is harmless.
 */
export const handler = (event: SQSEvent) => processPartialResponse(event, recordHandler, processor);
