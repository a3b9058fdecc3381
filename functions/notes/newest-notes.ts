import type { FileRecord } from '../lib/files/records';
import { findFile } from '../lib/files/records';
import { listNotes, type StoredNote } from './repository';

/** A note with the record of its file, for a group that reads what notes contain. */
export interface NoteWithFile {
  readonly note: StoredNote;
  readonly file: FileRecord;
}

/**
 * The newest notes, each with its file's record (a note's file has the note's id); a note whose
 * record is gone, deleted meanwhile, is left out.
 */
export async function newestNotes(limit: number): Promise<NoteWithFile[]> {
  const listed = await listNotes({}, limit);
  // Only a cursor can be invalid, and none is given here.
  if (listed === 'invalidCursor') return [];
  const withFiles = await Promise.all(
    listed.notes.map(async (note) => {
      const file = await findFile(note.id);
      return file && { note, file };
    }),
  );
  return withFiles.filter((entry) => entry !== undefined);
}
