import type { FileRecord } from '../files/records';
import { firstBytes } from '../files/storage';
import { bucketName } from '../lib/env';

/* Enough for a long set of notes; beyond it, the start of the file is what is searched. */
const MAX_TEXT_BYTES = 2 * 1024 * 1024;

/**
 * A confirmed file's text, when its content is text (judged when it was uploaded). Other types
 * (PDF, Office, images) give none for now.
 */
export async function storedTextOf(file: FileRecord): Promise<string | undefined> {
  if (file.status !== 'ready' || file.type !== 'text/plain') return undefined;
  const bytes = await firstBytes(bucketName('files'), file.key, MAX_TEXT_BYTES);
  return bytes ? new TextDecoder().decode(bytes) : undefined;
}
