import { NOTE_MESSAGES } from '#shared/constants/note-messages';
import type { MessageBody } from '#shared/schemas/account';
import { noteDocId, type removeDocument } from '../gpt';
import type { Caller } from '../lib/caller';
import { bucketName } from '../lib/env';
import { HttpError } from '../lib/http';
import type { records, storage } from '../uploads';
import { extractedTextKey } from '../uploads';
import { mayDelete } from './note-view';
import type * as notes from './repository';

/**
 * Deletes a note, its file and any text extracted from it: the uploader may delete their own, an Admin any. The note goes
 * first, so no list shows a note whose file is already gone.
 */
export async function deleteNote(
  input: { readonly id: string; readonly caller: Caller },
  deps: {
    readonly notes: Pick<typeof notes, 'findNote' | 'deleteNote'>;
    readonly records: Pick<typeof records, 'findFile' | 'deleteAndRelease'>;
    readonly storage: Pick<typeof storage, 'deleteObject'>;
    readonly index: { readonly removeDocument: typeof removeDocument };
  },
): Promise<MessageBody> {
  const note = await deps.notes.findNote(input.id);
  if (!note) throw new HttpError(404, NOTE_MESSAGES.noSuchNote);
  if (!mayDelete(note, input.caller)) throw new HttpError(403, NOTE_MESSAGES.notYours);
  if (!(await deps.notes.deleteNote(note.id))) throw new HttpError(404, NOTE_MESSAGES.noSuchNote);
  const file = await deps.records.findFile(note.id);
  if (file) {
    await deps.storage.deleteObject(bucketName('files'), file.key);
    // Text a worker of a release before decision 23 extracted from it (none for newer notes).
    await deps.storage.deleteObject(bucketName('files'), extractedTextKey(file.fileId));
    // Its bytes go back to the uploader's quota (decision 20).
    await deps.records.deleteAndRelease(file.fileId);
  }
  // Its passages leave the assistant's index; warm workers see the removal at their next question.
  await deps.index.removeDocument(noteDocId(note.id));
  return { msg: NOTE_MESSAGES.deleted };
}
