import type { Source } from '../../shared/schemas/gpt';
import * as records from '../files/records';
import * as notes from '../notes/repository';
import type { Passage } from './passages';
import { passagesOf } from './passages';
import { storedTextOf } from './stored-text';

/* The newest notes are read for each question; older ones are beyond a study session's reach. */
const NOTES_READ = 200;

/** Passages from the notes every signed-in user may read, and from the question's own file. */
export async function gatherPassages(fileId: string | undefined): Promise<Passage[]> {
  const passages: Passage[] = [];
  if (fileId) {
    const file = await records.findFile(fileId);
    const text = file && (await storedTextOf(file));
    if (file && text) passages.push(...passagesOf(text, { title: `Your file ${file.name}` }));
  }
  const listed = await notes.listNotes({}, NOTES_READ);
  if (listed === 'invalidCursor') return passages;
  await Promise.all(
    listed.notes.map(async (note) => {
      const file = await records.findFile(note.id);
      const text = file && (await storedTextOf(file));
      const source: Source = { title: `${note.subject}, ${note.unit} (${note.filename})`, noteId: note.id };
      if (text) passages.push(...passagesOf(text, source));
    }),
  );
  return passages;
}
