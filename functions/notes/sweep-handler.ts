import * as gpt from '../gpt';
import { records, storage } from '../uploads';
import { reconcileNotes } from './reconcile';
import * as reconcile from './reconcile-store';
import * as notes from './repository';

/**
 * The ingestion sweep (every 10 minutes on AWS, every minute locally): finishes notes' removals
 * and indexing that a failed call left (decision 42), asking the search database nothing when the
 * notes table shows nothing owed.
 */
export const sweepDeps = { notes, records, storage, index: gpt, reconcile };

export const handler = () => reconcileNotes(sweepDeps);
