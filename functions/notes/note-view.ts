import type { Note } from '#shared/schemas/notes';
import type { Caller } from '../lib/caller';
import type { StoredNote } from './repository';

/** Its uploader or an Admin may delete a note. */
export const mayDelete = (note: Pick<StoredNote, 'uploaderId'>, caller: Caller) =>
  caller.role === 'Admin' || (caller.role === 'Faculty' && note.uploaderId === caller.userId);

/** A note as docs/requirements.md#entities has it; `file_id` always present (the original omitted it). */
export function toNote(note: StoredNote, caller: Caller): Note {
  const { id, subject, unit, branch, uploaded_by, div, year, filename, createdAt } = note;
  return {
    id,
    subject,
    unit,
    branch,
    uploaded_by,
    div,
    year,
    file_id: id,
    filename,
    createdAt,
    canDelete: mayDelete(note, caller),
  };
}

/** What the assistant's indexing of a note is asked with (gpt's requestNoteIngestion). */
export function ingestionOf(note: StoredNote) {
  const { id: noteId, subject, unit, filename, branch, year } = note;
  return { noteId, subject, unit, filename, branch, year };
}
