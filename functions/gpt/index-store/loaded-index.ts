import type { SearchDocument } from '../search/documents';
import { type IndexEntry, noteChanges, readDocument } from './store';

/** What the loaded index keeps current: ranking's passage index, or anything that adds and removes. */
export interface IncrementalIndex {
  add(doc: SearchDocument): void;
  remove(docId: string): void;
}

/* Parallel reads of index objects: enough to hide S3's latency, few enough to bound memory. */
const READS_AT_ONCE = 32;
/*
 * Each refresh reads changes from a little before the newest one it saw: a change stamped by a
 * function whose clock runs behind, or written a moment after a later one, is still read. What
 * was already applied (same stamp) is skipped.
 */
const OVERLAP_MS = 60_000;

interface Loaded<T extends IncrementalIndex> {
  readonly index: T;
  /** Each note's applied change (its changedAt), to skip a change already applied. */
  readonly applied: Map<string, string>;
  newest?: string;
}

let loaded: Loaded<IncrementalIndex> | undefined;
let refreshing: Promise<void> | undefined;

const overlapStart = (stamp: string) =>
  new Date(new Date(stamp.slice(0, 24)).getTime() - OVERLAP_MS).toISOString();

async function inBatches<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  for (let at = 0; at < items.length; at += READS_AT_ONCE) {
    await Promise.all(items.slice(at, at + READS_AT_ONCE).map(work));
  }
}

/* Applies changes (oldest first): the newest change of each note wins. */
async function apply(state: Loaded<IncrementalIndex>, changes: readonly IndexEntry[]): Promise<void> {
  const latest = new Map<string, IndexEntry>();
  for (const change of changes) {
    if (state.applied.get(change.docId) !== change.changedAt) latest.set(change.docId, change);
    if (!state.newest || change.changedAt > state.newest) state.newest = change.changedAt;
  }
  await inBatches([...latest.values()], async (change) => {
    const doc = change.state === 'indexed' && change.key ? await readDocument(change.key) : undefined;
    // A note changed again while this was read: the newer change is applied by the next refresh.
    if (state.applied.has(change.docId)) state.index.remove(change.docId);
    if (doc) state.index.add(doc);
    state.applied.set(change.docId, change.changedAt);
  });
}

/**
 * The index of every note, loaded once per warm worker and brought up to date before each
 * question with one query for what changed since (decision 23). `make` builds the empty index the
 * first time; later calls get the same one.
 */
export async function currentIndex<T extends IncrementalIndex>(make: () => T): Promise<T> {
  loaded ??= { index: make(), applied: new Map() };
  const state = loaded;
  // Questions answered at once in one worker share one refresh.
  refreshing ??= noteChanges(state.newest && overlapStart(state.newest))
    .then((changes) => apply(state, changes))
    .finally(() => {
      refreshing = undefined;
    });
  await refreshing;
  return state.index as T;
}

/** For the bench and tests: the next question loads the index anew, as a cold worker does. */
export function forgetLoadedIndex(): void {
  loaded = undefined;
}
