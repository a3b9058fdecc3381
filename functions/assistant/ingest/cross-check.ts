import { query } from '../../lib/search-database';
import type { LiveNotes } from '../search/standing-notes';
import { removeDocument } from '../store/documents';
import { docIdParts } from '../store/search-document';

/* Rows read per statement: a hundred short ids, a small response whatever the corpus. */
const CHUNK = 100;

/* Notes' documents the search database holds (pending or indexed) after row `after`, in row order. */
const noteDocumentsAfter = (after: number) =>
  query<{ id: number; doc_id: string }>(
    `SELECT id, doc_id FROM search_documents
     WHERE id > :after AND state <> 'removed' AND doc_id LIKE 'note:%' ORDER BY id LIMIT :limit`,
    { after, limit: CHUNK },
  );

/**
 * Removes every note document whose note no longer stands in the notes table, the truth (decision
 * 42): a removal no retry or sweep finished (a note deleted by hand, a release before the removal
 * mark). Pages through the documents by row id, a hundred at a time, and checks each hundred's
 * notes by key in one BatchGet (`liveNotes`, the notes group's liveNoteIds). Says how many it removed.
 */
export async function removeOrphans(liveNotes: LiveNotes): Promise<number> {
  let removed = 0;
  for (let after = 0; ; ) {
    const rows = await noteDocumentsAfter(after);
    const notes = rows.flatMap(({ doc_id: docId }) => {
      const parts = docIdParts(docId);
      return parts && 'noteId' in parts ? [{ docId, noteId: parts.noteId }] : [];
    });
    const live = await liveNotes(notes.map(({ noteId }) => noteId));
    for (const { docId, noteId } of notes) {
      if (live.has(noteId)) continue;
      await removeDocument(docId);
      removed += 1;
    }
    const last = rows.at(-1);
    if (!last || rows.length < CHUNK) return removed;
    after = last.id;
  }
}
