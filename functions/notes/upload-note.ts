import { NOTE_MESSAGES } from '#shared/constants/note-messages';
import type { Note, UploadNoteInput } from '#shared/schemas/notes';
import type * as ingestion from '../assistant';
import type { Caller } from '../lib/caller';
import { scopes, stampChange } from '../lib/change-stamps';
import { HttpError } from '../lib/http';
import { logger } from '../lib/logger';
import { awaken } from '../lib/search-database';
import type { records } from '../uploads';
import { ingestionOf, toNote } from './note-view';
import type * as notes from './repository';

export interface UploadNoteDeps {
  readonly records: Pick<typeof records, 'ownReadyUpload'>;
  readonly notes: Pick<typeof notes, 'createNote'>;
  readonly ingestion: Pick<typeof ingestion, 'requestNoteIngestion'>;
}

/**
 * Records a note for a study-note file the caller uploaded and the files mechanism confirmed (its
 * content judged there). The note keeps the uploader's account, whatever `uploaded_by` says, so
 * only they (or an Admin) may delete it.
 */
export async function uploadNote(
  input: UploadNoteInput & { readonly caller: Caller },
  deps: UploadNoteDeps,
): Promise<Note> {
  const { caller, fileId, ...details } = input;
  const file = await deps.records.ownReadyUpload(fileId, 'note', caller.userId);
  if (!file) throw new HttpError(400, NOTE_MESSAGES.fileNotReady);
  const note = {
    ...details,
    id: fileId,
    filename: file.name,
    uploaderId: caller.userId,
    createdAt: new Date().toISOString(),
  };
  // A resuming search database answers 503 before the note is stored: its retry would find the file in use.
  await awaken();
  if (!(await deps.notes.createNote(note))) throw new HttpError(409, NOTE_MESSAGES.fileInUse);
  // The class's Students' count of new notes (decision 64).
  await stampChange(scopes.notesOf(note.branch, note.year));
  // Indexed once for the Personalized GPT, in the background (decision 23), as what it describes.
  // The note is stored, marked as owed its indexing: a request that fails is the sweep's to make
  // again (decision 42), and this answer stands, since a retry would find the file in use.
  await deps.ingestion
    .requestNoteIngestion(ingestionOf(note))
    .catch((error: unknown) => logger.warn('A note waits for the sweep to ask for its indexing', { error }));
  return toNote(note, caller);
}
