import type * as gpt from '../assistant';
import { MAX_RESENDS, noteDocId, STALE_PENDING_MS } from '../assistant';
import { type ChangeScope, scopes, stampChange } from '../lib/change-stamps';
import { logger } from '../lib/logger';
import { ingestionOf } from './note-view';
import type * as reconcileStore from './reconcile-store';
import { finishRemoval, type RemovalDeps } from './remove-note';
import type { StoredNote } from './repository';

/* A new note's pending row follows its item within the same request: one without it this long lost it. */
const ROW_GRACE_MS = 2 * 60 * 1000;
/* Notes per run: a backlog goes over a few runs rather than flooding the ingest queue. */
const MAX_REMOVALS = 50;
const MAX_INDEXING = 200;

export interface ReconcileDeps extends RemovalDeps {
  readonly reconcile: Pick<typeof reconcileStore, 'notesToReconcile' | 'settleIndexing'>;
  readonly index: RemovalDeps['index'] &
    Pick<typeof gpt, 'documentEntry' | 'requestNoteIngestion' | 'resendIngestion'>;
}

type Step = 'removed' | 'requested' | 'settled' | 'gaveUp' | 'waiting';

/*
 * One note owed its indexing: asked for when the search database has no row of it (the request
 * failed), sent again when its row has waited too long (its message was lost), and let go once the
 * database holds it, or when every resend of it failed (its failure is in the dead-letter queue).
 */
async function indexingStep(note: StoredNote, deps: ReconcileDeps, now: number): Promise<Step> {
  const entry = await deps.index.documentEntry(noteDocId(note.id));
  if (!entry) {
    await deps.index.requestNoteIngestion(ingestionOf(note));
    return 'requested';
  }
  if (entry.state === 'pending' && Date.parse(entry.changedAt) > now - STALE_PENDING_MS) return 'waiting';
  if (entry.state === 'pending' && entry.resends < MAX_RESENDS) {
    return (await deps.index.resendIngestion(entry)) ? 'requested' : 'waiting';
  }
  if (entry.state === 'pending')
    logger.warn('A note was never indexed; no more resends', { noteId: note.id });
  await deps.reconcile.settleIndexing(note.id);
  return entry.state === 'pending' ? 'gaveUp' : 'settled';
}

/**
 * Brings the search database in line with the notes table, the truth (decision 42): finishes the
 * removals a failed step left, then sees to the notes owed their indexing. Both lists are read from
 * DynamoDB's sparse `toReconcile` index, so with nothing owed it sends the search database no
 * statement at all and an idle cluster can pause (decision 41). A note whose step fails is tried
 * again next run; the others go on, and the run then fails (the function's error alarm).
 */
export async function reconcileNotes(deps: ReconcileDeps, now = Date.now()): Promise<Record<Step, number>> {
  const outcome: Record<Step, number> = { removed: 0, requested: 0, settled: 0, gaveUp: 0, waiting: 0 };
  const failures: unknown[] = [];
  const removals = await deps.reconcile.notesToReconcile('remove', new Date(now).toISOString(), MAX_REMOVALS);
  const removedOf: ChangeScope[] = [];
  for (const note of removals) {
    try {
      await finishRemoval(note.id, deps);
      outcome.removed += 1;
      removedOf.push(scopes.notesOf(note.branch, note.year));
    } catch (error) {
      failures.push(error);
    }
  }
  // Once for the run's removals, each class's notes stamped (decision 64).
  if (removedOf.length > 0) await stampChange(...removedOf);
  const before = new Date(now - ROW_GRACE_MS).toISOString();
  for (const note of await deps.reconcile.notesToReconcile('index', before, MAX_INDEXING)) {
    try {
      outcome[await indexingStep(note, deps, now)] += 1;
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length > 0)
    throw new AggregateError(failures, `${failures.length} notes could not be reconciled`);
  return outcome;
}
