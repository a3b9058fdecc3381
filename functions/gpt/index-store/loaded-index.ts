import { inGroups } from '../../lib/in-groups';
import type { CountedDocuments } from '../search/counted';
import type { SearchDocument } from '../search/documents';
import { readSnapshot, snapshotUpTo } from './snapshot';
import { changesSince, type IndexEntry, noteChanges, readDocument } from './store';

/** What the loaded index keeps current: ranking's passage index, or anything that adds and removes. */
export interface IncrementalIndex {
  add(doc: SearchDocument): void;
  /** Many documents at once, their terms counted already (a snapshot shard). */
  addCounted(counted: CountedDocuments): void;
  remove(docId: string): void;
}

/* Parallel reads of index objects: enough to hide S3's latency, few enough to bound memory. */
const READS_AT_ONCE = 32;

/*
 * A warm worker far behind (notes uploaded in bulk since its last question) would read each
 * changed note's own object, about 5 ms a note, where loading the snapshot costs about 2 ms a note
 * it then holds (the bench: with 2,000 notes uploaded since, a warm worker's next answer came 9.5
 * and 12.8 s after its question, note by note; 3.9–5.4 s loading the snapshot again). So it loads the
 * snapshot again when the snapshot covers more than this many of the changes it has not applied,
 * and more than two thirds of the notes it holds (c × 5 ms > (n + c) × 2 ms).
 */
const RELOAD_AFTER_CHANGES = 300;

const reloadsSnapshot = (covered: number, notesHeld: number): boolean =>
  covered > RELOAD_AFTER_CHANGES && covered > (notesHeld * 2) / 3;

/**
 * Whether loading the snapshot (holding changes up to `upTo`) beats reading the `pending` changes
 * one by one, for a worker holding `notesHeld` notes: only what the snapshot holds is saved by it
 * (a build takes at most 2,000 changes, and runs every 10 minutes). The worker asks only once
 * enough changes wait in all (fellFarBehind), so the manifest is read only then.
 */
export function reloadPays(
  pending: readonly IndexEntry[],
  notesHeld: number,
  upTo: string | undefined,
): boolean {
  if (upTo === undefined) return false;
  return reloadsSnapshot(pending.filter((change) => change.changedAt <= upTo).length, notesHeld);
}

interface Loaded<T extends IncrementalIndex> {
  readonly index: T;
  /** Each note's applied change (its changedAt), to skip a change already applied. */
  readonly applied: Map<string, string>;
  newest?: string;
}

/* A cold worker starts from the snapshot's shards (decision 27), then reads what changed since. */
async function fromSnapshot<T extends IncrementalIndex>(make: () => T): Promise<Loaded<T>> {
  const state: Loaded<T> = { index: make(), applied: new Map() };
  state.newest = await readSnapshot((shard) => {
    state.index.addCounted(shard);
    shard.docs.forEach((doc, at) => {
      state.applied.set(doc.docId, shard.changedAt[at] ?? '');
    });
  });
  return state;
}

/* Applies changes (oldest first): the newest change of each note wins. */
async function apply(state: Loaded<IncrementalIndex>, changes: readonly IndexEntry[]): Promise<void> {
  const latest = new Map<string, IndexEntry>();
  for (const change of changes) {
    if (state.applied.get(change.docId) !== change.changedAt) latest.set(change.docId, change);
    if (!state.newest || change.changedAt > state.newest) state.newest = change.changedAt;
  }
  await inGroups([...latest.values()], READS_AT_ONCE, async (change) => {
    const doc = change.state === 'indexed' && change.key ? await readDocument(change.key) : undefined;
    // A note changed again while this was read: the newer change is applied by the next refresh.
    if (state.applied.has(change.docId)) state.index.remove(change.docId);
    if (doc) state.index.add(doc);
    state.applied.set(change.docId, change.changedAt);
  });
}

/* The changes not applied yet (the feed is read from a minute before the newest one applied). */
function waiting(state: Loaded<IncrementalIndex>, changes: readonly IndexEntry[]): IndexEntry[] {
  return changes.filter((change) => state.applied.get(change.docId) !== change.changedAt);
}

/**
 * The index of every note, loaded once per warm worker (from the snapshot) and brought up to date
 * before each question with one query for what changed since (decision 23). `make` builds the
 * empty index the first time; later calls get the same one, unless the worker fell far behind
 * (see RELOAD_AFTER_CHANGES) while no answer was using it.
 */
export class LoadedIndex<T extends IncrementalIndex> {
  private loaded: Loaded<T> | undefined;
  private refreshing: Promise<void> | undefined;
  /* Answers using the index now (use()): while any runs, the index is not replaced, so the worker never holds two. */
  private inUse = 0;

  constructor(private readonly make: () => T) {}

  /** Runs `work` with the current index; the index is not replaced while it runs. */
  async use<R>(work: (index: T) => Promise<R>): Promise<R> {
    const index = await this.current();
    this.inUse++;
    try {
      return await work(index);
    } finally {
      this.inUse--;
    }
  }

  async current(): Promise<T> {
    // Questions answered at once in one worker share one load or refresh.
    this.refreshing ??= this.refresh().finally(() => {
      this.refreshing = undefined;
    });
    await this.refreshing;
    return (this.loaded as Loaded<T>).index;
  }

  private async refresh(): Promise<void> {
    this.loaded ??= await fromSnapshot(this.make);
    let changes = await noteChanges(this.loaded.newest && changesSince(this.loaded.newest));
    if (await this.fellFarBehind(waiting(this.loaded, changes))) {
      // The old index is let go first, so the worker's memory holds one index at a time.
      this.loaded = undefined;
      this.loaded = await fromSnapshot(this.make);
      changes = await noteChanges(this.loaded.newest && changesSince(this.loaded.newest));
    }
    await apply(this.loaded, changes);
  }

  /* Whether to load the snapshot again rather than read the waiting changes one by one. */
  private async fellFarBehind(pending: readonly IndexEntry[]): Promise<boolean> {
    // Its entries, removals included: about the notes it holds.
    const held = this.loaded?.applied.size ?? 0;
    // Only when enough changes wait in all is the manifest read, to count those it holds.
    if (this.inUse > 0 || !reloadsSnapshot(pending.length, held)) return false;
    return reloadPays(pending, held, await snapshotUpTo());
  }
}
