import type * as gpt from '../assistant';
import { noteDocId } from '../assistant';
import { bucketName } from '../lib/env';
import type { records, storage } from '../uploads';
import { extractedTextKey } from '../uploads';
import type * as notes from './repository';

export interface RemovalDeps {
  readonly notes: Pick<typeof notes, 'deleteNote'>;
  readonly records: Pick<typeof records, 'findFile' | 'deleteAndRelease'>;
  readonly storage: Pick<typeof storage, 'deleteObject'>;
  readonly index: Pick<typeof gpt, 'removeDocument'>;
}

/**
 * Finishes the removal of a note marked `removing` (repository.markRemoving), in an order any step
 * of which may fail and run again (a retried delete, the sweep; decision 42): its passages leave
 * the search database first, then its file, and its item, the tombstone, goes last. So no failure
 * leaves a removed note searchable with nothing left to say it must go.
 */
export async function finishRemoval(noteId: string, deps: RemovalDeps): Promise<void> {
  // Warm workers see the removal at their next question.
  await deps.index.removeDocument(noteDocId(noteId));
  const file = await deps.records.findFile(noteId);
  if (file) {
    await deps.storage.deleteObject(bucketName('files'), file.key);
    // Text a worker of a release before decision 23 extracted from it (none for newer notes).
    await deps.storage.deleteObject(bucketName('files'), extractedTextKey(file.fileId));
    // Its bytes go back to the uploader's quota (decision 20); only the delete that took the record does.
    await deps.records.deleteAndRelease(file.fileId);
  }
  await deps.notes.deleteNote(noteId);
}
