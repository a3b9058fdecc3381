import { inGroups } from '../../lib/in-groups';
import type { CountedDocuments } from '../search/counted';
import type { SearchDocument } from '../search/documents';
import { readSnapshot } from './snapshot';
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

/**
 * The index of every note, loaded once per warm worker (from the snapshot) and brought up to date
 * before each question with one query for what changed since (decision 23). `make` builds the
 * empty index the first time; later calls get the same one. The worker keeps one for its life.
 */
export class LoadedIndex<T extends IncrementalIndex> {
  private loaded: Loaded<T> | undefined;
  private refreshing: Promise<void> | undefined;

  constructor(private readonly make: () => T) {}

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
    const state = this.loaded;
    await apply(state, await noteChanges(state.newest && changesSince(state.newest)));
  }
}
