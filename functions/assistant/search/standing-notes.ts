import type { StoredPassage } from '../store/search';
import type { FusedHit } from './rank';

/** Of these notes, the ones that still stand (deleted and being-deleted ones left out). */
export type LiveNotes = (noteIds: readonly string[]) => Promise<ReadonlySet<string>>;

/**
 * A check, for one question, of which found documents belong to a note no longer standing: the
 * search database may still hold a note whose removal has not reached it (decision 42). It asks
 * only of the notes of passages already read, each note once: a note found standing is not asked
 * again when more passages are read. Answers the documents (`hit.doc`) to drop, every passage of
 * them at once.
 */
export function removedDocuments(liveNotes: LiveNotes) {
  const standing = new Set<string>();
  return async (
    fused: readonly FusedHit[],
    read: ReadonlyMap<number, StoredPassage>,
  ): Promise<ReadonlySet<number>> => {
    const noteOfDoc = new Map<number, string>();
    for (const { hit } of fused) {
      const noteId = read.get(hit.id)?.noteId;
      if (noteId !== undefined && !standing.has(noteId)) noteOfDoc.set(hit.doc, noteId);
    }
    if (noteOfDoc.size === 0) return new Set();
    const live = await liveNotes([...new Set(noteOfDoc.values())]);
    for (const noteId of live) standing.add(noteId);
    return new Set([...noteOfDoc].flatMap(([doc, noteId]) => (live.has(noteId) ? [] : [doc])));
  };
}
