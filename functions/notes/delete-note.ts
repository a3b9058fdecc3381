import { NOTE_MESSAGES } from '#shared/constants/note-messages';
import type { MessageBody } from '#shared/schemas/account';
import type { Caller } from '../lib/caller';
import { scopes, stampChange } from '../lib/change-stamps';
import { HttpError } from '../lib/http';
import { awaken } from '../lib/search-database';
import { mayDelete } from './note-view';
import { finishRemoval, type RemovalDeps } from './remove-note';
import type * as notes from './repository';

/**
 * Deletes a note, its passages, its file and any text extracted from it: the uploader may delete
 * their own, an Admin any. The note is marked as being removed first, which hides it from every
 * reader and is the trace a failed step leaves (decision 42): a retry of the delete finds the note
 * still there and finishes it, as the sweep would, so it answers "deleted", never 404, until the
 * note is gone from both stores.
 */
export async function deleteNote(
  input: { readonly id: string; readonly caller: Caller },
  deps: RemovalDeps & { readonly notes: Pick<typeof notes, 'findNote' | 'markRemoving' | 'deleteNote'> },
): Promise<MessageBody> {
  const note = await deps.notes.findNote(input.id);
  if (!note) throw new HttpError(404, NOTE_MESSAGES.noSuchNote);
  if (!mayDelete(note, input.caller)) throw new HttpError(403, NOTE_MESSAGES.notYours);
  // A resuming search database answers 503 before the note is touched (decision 41).
  await awaken();
  if (!(await deps.notes.markRemoving(note.id))) throw new HttpError(404, NOTE_MESSAGES.noSuchNote);
  try {
    await finishRemoval(note.id, deps);
  } finally {
    // Marked removing, the note has left the class's count already, whatever step failed after.
    await stampChange(scopes.notesOf(note.branch, note.year));
  }
  return { msg: NOTE_MESSAGES.deleted };
}
