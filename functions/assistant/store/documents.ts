import { execute, inTransaction, query, type Transaction } from '../../lib/search-database';

/*
 * Each note's or attached file's row in the search database: pending (waiting for ingestion),
 * indexed (its passages searchable), or removed. A removed row stays a while as a tombstone, so an
 * ingestion that was running when its note was deleted finds it and writes nothing: a deleted note
 * stays deleted.
 */

export type DocumentState = 'pending' | 'indexed' | 'removed';

export interface DocumentEntry {
  readonly docId: string;
  readonly state: DocumentState;
  readonly ownerId?: string;
  /** When its state last changed (ISO). */
  readonly changedAt: string;
  readonly resends: number;
}

/* A tombstone outlives any ingestion message of its note (SQS keeps a message 14 days at most). */
const TOMBSTONE_DAYS = 30;

interface EntryRow {
  doc_id: string;
  state: DocumentState;
  owner_id: string | null;
  changed_at: string;
  resends: number;
}

const ENTRY_COLUMNS =
  'doc_id, state, owner_id, to_char(changed_at AT TIME ZONE \'UTC\', \'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"\') AS changed_at, resends';

const entryOf = (row: EntryRow): DocumentEntry => ({
  docId: row.doc_id,
  state: row.state,
  changedAt: row.changed_at,
  resends: row.resends,
  ...(row.owner_id ? { ownerId: row.owner_id } : {}),
});

/** What a note is indexed as: how answers cite it, and what narrows a search to it. */
export interface NoteDescription {
  readonly noteId: string;
  readonly title: string;
  readonly subject: string;
  readonly branch: string;
  readonly year: string;
}

/**
 * Records that a document waits for ingestion, before its message is sent: a send that fails leaves
 * a pending row the sweep sends again. A note's row holds its description from the start, so the
 * ingestion reads it here, not from the notes group. A removed document is not brought back.
 */
export async function markPending(
  docId: string,
  owned: { ownerId?: string; note?: NoteDescription },
): Promise<void> {
  const { note } = owned;
  await execute(
    `INSERT INTO search_documents (doc_id, state, owner_id, note_id, title, subject, branch, year)
       VALUES (:docId, 'pending', :ownerId, :noteId, coalesce(:title, ''), :subject, :branch, :year)
     ON CONFLICT (doc_id) DO UPDATE SET state = 'pending', changed_at = now(), resends = 0,
       note_id = coalesce(EXCLUDED.note_id, search_documents.note_id),
       title = CASE WHEN EXCLUDED.title <> '' THEN EXCLUDED.title ELSE search_documents.title END,
       subject = coalesce(EXCLUDED.subject, search_documents.subject),
       branch = coalesce(EXCLUDED.branch, search_documents.branch),
       year = coalesce(EXCLUDED.year, search_documents.year)
       WHERE search_documents.state = 'pending'`,
    {
      docId,
      ownerId: owned.ownerId ?? null,
      noteId: note?.noteId ?? null,
      title: note?.title ?? null,
      subject: note?.subject ?? null,
      branch: note?.branch ?? null,
      year: note?.year ?? null,
    },
  );
}

/** A pending note's description, as requested; undefined when its row has none (or is gone). */
export async function pendingNote(docId: string): Promise<NoteDescription | undefined> {
  const [row] = await query<{
    note_id: string | null;
    title: string;
    subject: string | null;
    branch: string | null;
    year: string | null;
  }>('SELECT note_id, title, subject, branch, year FROM search_documents WHERE doc_id = :docId', { docId });
  if (!row?.note_id || !row.title || !row.subject || !row.branch || !row.year) return undefined;
  return { noteId: row.note_id, title: row.title, subject: row.subject, branch: row.branch, year: row.year };
}

export async function documentEntry(docId: string): Promise<DocumentEntry | undefined> {
  const [row] = await query<EntryRow>(`SELECT ${ENTRY_COLUMNS} FROM search_documents WHERE doc_id = :docId`, {
    docId,
  });
  return row && entryOf(row);
}

export async function isIndexed(docId: string): Promise<boolean> {
  return (await documentEntry(docId))?.state === 'indexed';
}

/**
 * Takes a document's passages and counts out of the index, in the caller's transaction, which
 * holds the document's row (so no ingestion of it runs meanwhile). Its terms' counts are locked in
 * term order first, as ingestion adds to them, so the two never wait on each other in a cycle.
 */
export async function dropContents(doc: number, tx: Transaction): Promise<void> {
  await query(
    `SELECT 1 FROM term_stats WHERE term IN (SELECT term FROM document_terms WHERE doc = :doc)
     ORDER BY term FOR UPDATE`,
    { doc },
    tx,
  );
  await execute(
    `WITH counted AS (SELECT term, count(*) AS n FROM postings WHERE doc = :doc GROUP BY term),
          held AS (DELETE FROM document_terms WHERE doc = :doc RETURNING term, in_title)
     UPDATE term_stats s SET passages = s.passages - coalesce(counted.n, 0),
                             documents = s.documents - 1,
                             titles = s.titles - CASE WHEN held.in_title THEN 1 ELSE 0 END
     FROM held LEFT JOIN counted ON counted.term = held.term
     WHERE s.term = held.term`,
    { doc },
    tx,
  );
  await execute('DELETE FROM postings WHERE doc = :doc', { doc }, tx);
  await execute('DELETE FROM passages WHERE doc = :doc', { doc }, tx);
}

/**
 * Removes a document from the index for good (a deleted note): its passages and counts go at once,
 * and its row stays as a tombstone (see TOMBSTONE_DAYS). An ingestion running now waits for this,
 * or this for it: whichever comes second sees the other.
 */
export async function removeDocument(docId: string): Promise<void> {
  await inTransaction(async (tx) => {
    const [row] = await query<{ id: number; state: DocumentState }>(
      `INSERT INTO search_documents (doc_id, state) VALUES (:docId, 'removed')
       ON CONFLICT (doc_id) DO UPDATE SET doc_id = EXCLUDED.doc_id
       RETURNING id, state`,
      { docId },
      tx,
    );
    if (!row) throw new Error(`No row for ${docId}`);
    if (row.state === 'indexed') await dropContents(row.id, tx);
    await execute(
      `UPDATE search_documents SET state = 'removed', changed_at = now(), passage_count = 0,
         total_length = 0, expires_at = now() + make_interval(days => :days)
       WHERE id = :id`,
      { id: row.id, days: TOMBSTONE_DAYS },
      tx,
    );
  });
}

/* A document sent again this often and still pending fails its ingestion every time: not sent again. */
export const MAX_RESENDS = 3;

/**
 * Notes and attached files pending since before `before` (ISO), sent again fewer than MAX_RESENDS
 * times and not past their retention, oldest first.
 */
export async function pendingDocuments(before: string, limit: number): Promise<DocumentEntry[]> {
  const rows = await query<EntryRow>(
    `SELECT ${ENTRY_COLUMNS} FROM search_documents
     WHERE state = 'pending' AND changed_at < :before::timestamptz AND resends < :most
       AND (expires_at IS NULL OR expires_at > now())
     ORDER BY changed_at LIMIT :limit`,
    { before, most: MAX_RESENDS, limit },
  );
  return rows.map(entryOf);
}

/**
 * Marks a pending document pending anew, counting the resend, only if it is still the entry seen
 * (ingestion may have finished meanwhile); says whether it did.
 */
export async function markPendingAgain(entry: DocumentEntry): Promise<boolean> {
  const changed = await execute(
    `UPDATE search_documents SET changed_at = now(), resends = resends + 1
     WHERE doc_id = :docId AND state = 'pending' AND resends = :resends`,
    { docId: entry.docId, resends: entry.resends },
  );
  return changed > 0;
}

/**
 * Ends what has outlived its retention: attached files' passages (kept as long as their question,
 * the deploy's task retention) and old tombstones. Says how many documents went.
 */
export async function removeExpired(limit: number): Promise<number> {
  const expired = await query<{ doc_id: string; state: DocumentState }>(
    `SELECT doc_id, state FROM search_documents WHERE expires_at < now() ORDER BY expires_at LIMIT :limit`,
    { limit },
  );
  for (const { doc_id: docId } of expired) {
    await inTransaction(async (tx) => {
      const [row] = await query<{ id: number; state: DocumentState }>(
        'SELECT id, state FROM search_documents WHERE doc_id = :docId AND expires_at < now() FOR UPDATE',
        { docId },
        tx,
      );
      if (!row) return;
      if (row.state === 'indexed') await dropContents(row.id, tx);
      await execute('DELETE FROM search_documents WHERE id = :id', { id: row.id }, tx);
    });
  }
  return expired.length;
}
