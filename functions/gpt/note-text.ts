import { bucketName } from '../lib/env';
import { extractedTextKey } from '../lib/files/extracted-text';
import type { FileRecord } from '../lib/files/records';
import { firstBytes, putObject } from '../lib/files/storage';
import { logger } from '../lib/logger';
import { type DocumentText, hasText, textOfDocument } from './document-text';
import { MAX_DOCUMENT_BYTES } from './stored-text';

const NO_TEXT: DocumentText = { pages: [], paged: false };
/* What a warm worker keeps in memory; past it the memory is cleared and S3 serves again. */
const MEMORY_CHARS = 32 * 1024 * 1024;
const MAX_CACHED_BYTES = 64 * 1024 * 1024;

const memory = new Map<string, DocumentText>();
let memoryChars = 0;

function remember(fileId: string, text: DocumentText): DocumentText {
  const chars = text.pages.reduce((sum, page) => sum + page.length, 0);
  if (memoryChars + chars > MEMORY_CHARS) {
    memory.clear();
    memoryChars = 0;
  }
  memory.set(fileId, text);
  memoryChars += chars;
  return text;
}

/* A note's file is parsed once: a note that cannot be parsed is remembered as having no text. */
async function parseOnce(bytes: Uint8Array, file: FileRecord): Promise<DocumentText> {
  try {
    return (await textOfDocument(bytes, file.type)) ?? NO_TEXT;
  } catch (error) {
    logger.warn('A note could not be read as text', { fileId: file.fileId, error });
    return NO_TEXT;
  }
}

/**
 * A note's text, parsed once and kept beside the file (`extracted/<fileId>.json`): a note's file
 * never changes (a new upload is a new note), so what was extracted never goes stale. A warm
 * worker also keeps it in memory.
 */
export async function noteText(file: FileRecord): Promise<DocumentText> {
  if (file.status !== 'ready' || !hasText(file.type)) return NO_TEXT;
  const remembered = memory.get(file.fileId);
  if (remembered) return remembered;
  const key = extractedTextKey(file.fileId);
  const cached = await firstBytes(bucketName('files'), key, MAX_CACHED_BYTES);
  if (cached) return remember(file.fileId, JSON.parse(new TextDecoder().decode(cached)) as DocumentText);
  const bytes = await firstBytes(bucketName('files'), file.key, MAX_DOCUMENT_BYTES);
  // Deleted while the question was being answered: nothing to read, nothing to keep.
  if (!bytes) return NO_TEXT;
  const text = await parseOnce(bytes, file);
  await putObject(bucketName('files'), key, JSON.stringify(text), 'application/json');
  return remember(file.fileId, text);
}

/** For tests: forget what this process remembers, so the S3 copy is what is read. */
export function forgetRememberedText(): void {
  memory.clear();
  memoryChars = 0;
}
