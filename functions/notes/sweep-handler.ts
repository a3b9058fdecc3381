import { documentEntry, removeDocument, requestNoteIngestion, resendIngestion } from '../assistant';
import { deleteAndRelease, deleteObject, findFile } from '../uploads';
import { reconcileNotes } from './reconcile';
import * as reconcile from './reconcile-store';
import * as notes from './repository';

/**
 * The ingestion sweep (every 10 minutes on AWS, every minute locally): finishes notes' removals
 * and indexing that a failed call left (decision 42), asking the search database nothing when the
 * notes table shows nothing owed.
 */
// Named, not the whole index: the bundle then holds only what the sweep uses (decision 21).
const index = { documentEntry, removeDocument, requestNoteIngestion, resendIngestion };
const records = { findFile, deleteAndRelease };
export const sweepDeps = { notes, records, storage: { deleteObject }, index, reconcile };

export const handler = () => reconcileNotes(sweepDeps);
