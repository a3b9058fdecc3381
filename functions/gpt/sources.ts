import type { Source } from '../../shared/schemas/gpt';
import * as records from '../lib/files/records';
import { newestNotes } from '../notes';
import type { DocumentText } from './document-text';
import { noteText } from './note-text';
import type { Passage } from './passages';
import { passagesOf } from './passages';
import { readDocument } from './stored-text';

/* The newest notes are read for each question; older ones are beyond a study session's reach. */
const NOTES_READ = 200;

/* Each page's passages name their page, when the document has pages (a PDF). */
const passagesOfDocument = (text: DocumentText, source: Source): Passage[] =>
  text.pages.flatMap((page, index) => passagesOf(page, text.paged ? { ...source, page: index + 1 } : source));

/**
 * Passages from the notes every signed-in user may read, and from the question's own file. The
 * attachment must be readable (the task is retried, then fails); a note that is not is skipped.
 */
export async function gatherPassages(fileId: string | undefined): Promise<Passage[]> {
  const passages: Passage[] = [];
  if (fileId) {
    const file = await records.findFile(fileId);
    if (!file) throw new Error(`The attachment ${fileId} has no record`);
    const text = await readDocument(file);
    if (text) passages.push(...passagesOfDocument(text, { title: `Your file ${file.name}` }));
  }
  const perNote = await Promise.all(
    (await newestNotes(NOTES_READ)).map(async ({ note, file }) => {
      const source: Source = { title: `${note.subject}, ${note.unit} (${note.filename})`, noteId: note.id };
      return passagesOfDocument(await noteText(file), source);
    }),
  );
  passages.push(...perNote.flat());
  return passages;
}
