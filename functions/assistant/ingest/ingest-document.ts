import { bucketName } from '../../lib/env';
import { logger } from '../../lib/logger';
import { RETENTION_DAYS_DEFAULTS, retentionDays } from '../../lib/retention';
import { type FileRecord, findFile, firstBytes } from '../../uploads';
import { pendingNote, removeDocument } from '../store/documents';
import { fileDocId, noteDocId, type SearchDocument } from '../store/search-document';
import { saveDocument } from '../store/write-document';
import { extractPages, hasText } from './extract';
import { indexablePassages } from './passages';
import { type PageText, splitDocument } from './split';

/* The largest file a note may hold (notes are capped at 50 MB). */
const MAX_DOCUMENT_BYTES = 50 * 1024 * 1024;

/*
 * A file's pages; none when its type has no text or it cannot be parsed (a damaged PDF): such a
 * document is indexed with no passages rather than tried again for ever.
 */
async function pagesOf(file: FileRecord): Promise<PageText[] | 'gone'> {
  if (file.status !== 'ready' || !hasText(file.type)) return [];
  const bytes = await firstBytes(bucketName('files'), file.key, MAX_DOCUMENT_BYTES);
  if (!bytes) return 'gone';
  try {
    return (await extractPages(bytes, file.type)) ?? [];
  } catch (error) {
    logger.warn('A document could not be read as text', { fileId: file.fileId, error });
    return [];
  }
}

async function save(
  doc: Omit<SearchDocument, 'passages'>,
  file: FileRecord,
  expiresInDays?: number,
): Promise<'indexed' | 'gone'> {
  const pages = await pagesOf(file);
  if (pages === 'gone') return 'gone';
  return saveDocument({ ...doc, passages: await indexablePassages(splitDocument(pages)) }, expiresInDays);
}

/**
 * Indexes a note once (decision 23) as its pending row describes it (requestNoteIngestion): its
 * file's text, split into passages that keep page and heading, with ranking's terms and vectors.
 * A note deleted meanwhile (its file is gone) is removed instead, and one deleted while this ran
 * is not written (store/write-document.ts).
 */
export async function ingestNote(noteId: string): Promise<'indexed' | 'gone' | 'undescribed'> {
  const docId = noteDocId(noteId);
  const [note, file] = await Promise.all([pendingNote(docId), findFile(noteId)]);
  if (!file) {
    await removeDocument(docId);
    return 'gone';
  }
  // A row requested before its description was kept on it (decision 33) stays pending, not removed:
  // `npm run index-notes` describes it and sends it again (docs/operations.md).
  if (!note) return 'undescribed';
  const outcome = await save({ docId, ...note }, file);
  if (outcome === 'gone') await removeDocument(docId);
  return outcome;
}

/**
 * Indexes a question's attached file, searched only for its owner's questions, and kept as long as
 * its question (the deploy's task retention; the sweep removes it then).
 */
export async function ingestAttachment(fileId: string): Promise<'indexed' | 'gone'> {
  const file = await findFile(fileId);
  if (file?.kind !== 'gptAttachment') return 'gone';
  const days = retentionDays(process.env.GPT_TASK_RETENTION_DAYS, RETENTION_DAYS_DEFAULTS.gptTasks);
  return save(
    { docId: fileDocId(fileId), title: `Your file ${file.name}`, ownerId: file.ownerId },
    file,
    days,
  );
}
