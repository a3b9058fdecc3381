import { bucketName } from '../lib/env';
import type { FileRecord } from '../lib/files/records';
import { firstBytes } from '../lib/files/storage';
import { type DocumentText, hasText, textOfDocument } from './document-text';

/* The largest upload a question may attach or a note may hold (notes are capped at 50 MB). */
export const MAX_DOCUMENT_BYTES = 50 * 1024 * 1024;

/**
 * A confirmed file's text (a question's attachment), read and parsed now; undefined for a type with no text. A file whose
 * record says ready but whose bytes are gone is an error, so the task is retried and then fails.
 */
export async function readDocument(file: FileRecord): Promise<DocumentText | undefined> {
  if (file.status !== 'ready' || !hasText(file.type)) return undefined;
  const bytes = await firstBytes(bucketName('files'), file.key, MAX_DOCUMENT_BYTES);
  if (!bytes) throw new Error(`The bytes of file ${file.fileId} are missing`);
  return textOfDocument(bytes, file.type);
}
