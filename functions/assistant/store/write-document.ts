import { comparedText } from '#shared/schemas/text';
import { execute, inTransaction, query, type Transaction } from '../../lib/search-database';
import { termsOf } from '../text/terms';
import { withinRequestBudget } from './data-api-limits';
import { type DocumentState, dropContents } from './documents';
import type { SearchDocument } from './search-document';

/*
 * Passages written per statement, at most: without vectors this count binds first, with Bedrock's
 * the request's size (data-api-limits.ts) does; the passages' sizes are in decision 40. The count
 * keeps each statement's time short as well.
 */
const PASSAGES_PER_STATEMENT = 250;

/** The key a subject is matched by: case and spaces aside. */
export const subjectKey = comparedText;

/** The stemmed terms of a document's subject and title, matched as a field of their own. */
export const titleTermsOf = (doc: { readonly subject?: string; readonly title: string }): string[] => [
  ...new Set(termsOf(`${doc.subject ?? ''} ${doc.title}`)),
];

/* PostgreSQL's text holds no NUL character, which some PDFs' extracted text carries: it says nothing. */
const storable = (text: string): string => text.replaceAll('\u0000', '');

async function writePassages(doc: SearchDocument, id: number, tx: Transaction): Promise<void> {
  const rows = doc.passages.map((passage, ord) => ({
    ord,
    text: storable(passage.text),
    page: passage.page ?? null,
    heading: passage.heading === undefined ? null : storable(passage.heading),
    length: passage.terms.length,
    terms: passage.terms,
    heading_terms: [...new Set(termsOf(passage.heading ?? ''))],
    embedding: passage.vector ? `[${passage.vector.join(',')}]` : null,
  }));
  for (const group of withinRequestBudget(rows, PASSAGES_PER_STATEMENT)) {
    // Embeddings only where the provider made them (the column is pgvector's; decision 28).
    const embedded = group.some((row) => row.embedding !== null);
    // Each passage and its postings in one statement: a term's count in the passage (BM25's tf) and
    // whether its heading holds it (the heading's field).
    await execute(
      `WITH given AS (
         SELECT * FROM jsonb_to_recordset(:rows::jsonb) AS given(ord int, text text, page int,
           heading text, length int, terms jsonb, heading_terms jsonb, embedding text)
       ), written AS (
         INSERT INTO passages (doc, ord, text, page, heading, length${embedded ? ', embedding' : ''})
         SELECT :doc, ord, text, page, heading, length${embedded ? ', embedding::vector' : ''} FROM given
         RETURNING id, ord, length
       )
       INSERT INTO postings (term, passage, doc, tf, length, in_heading)
       SELECT words.term, written.id, :doc, count(*), written.length, bool_or(given.heading_terms @> to_jsonb(words.term))
       FROM written JOIN given ON given.ord = written.ord,
            jsonb_array_elements_text(given.terms) AS words(term)
       GROUP BY words.term, written.id, written.length`,
      { rows: JSON.stringify(group), doc: id },
      tx,
    );
  }
}

/*
 * The document's terms (its passages' and its title's) and the counts ranking reads, added in term
 * order: two ingestions adding to the same terms take their rows in one order, never in a cycle.
 */
async function countTerms(doc: SearchDocument, id: number, tx: Transaction): Promise<void> {
  await execute(
    `WITH held AS (
       INSERT INTO document_terms (term, doc, in_title)
       SELECT term, :doc, bool_or(in_title) FROM (
         SELECT DISTINCT term, false AS in_title FROM postings WHERE doc = :doc
         UNION ALL SELECT value, true FROM jsonb_array_elements_text(:titleTerms::jsonb)
       ) AS terms GROUP BY term
       RETURNING term, in_title
     ), counted AS (SELECT term, count(*) AS n FROM postings WHERE doc = :doc GROUP BY term)
     INSERT INTO term_stats (term, passages, documents, titles)
     SELECT held.term, coalesce(counted.n, 0), 1, CASE WHEN held.in_title THEN 1 ELSE 0 END
     FROM held LEFT JOIN counted ON counted.term = held.term ORDER BY held.term
     ON CONFLICT (term) DO UPDATE SET passages = term_stats.passages + EXCLUDED.passages,
       documents = term_stats.documents + 1, titles = term_stats.titles + EXCLUDED.titles`,
    { doc: id, titleTerms: JSON.stringify(titleTermsOf(doc)) },
    tx,
  );
}

/**
 * Writes a document's passages, replacing any it had, in one transaction: a question sees the old
 * passages or the new ones, never a mix. A document removed meanwhile (a note deleted while it was
 * being indexed) is not written: says 'gone'. `expiresInDays` ends an attached file's passages with
 * its question's retention.
 */
export async function saveDocument(doc: SearchDocument, expiresInDays?: number): Promise<'indexed' | 'gone'> {
  return inTransaction(async (tx) => {
    // Takes the document's row (made pending if new) for the transaction: a removal waits for it.
    const [row] = await query<{ id: number; state: DocumentState }>(
      `INSERT INTO search_documents (doc_id, state, owner_id) VALUES (:docId, 'pending', :ownerId)
       ON CONFLICT (doc_id) DO UPDATE SET doc_id = EXCLUDED.doc_id
       RETURNING id, state`,
      { docId: doc.docId, ownerId: doc.ownerId ?? null },
      tx,
    );
    if (!row) throw new Error(`No row for ${doc.docId}`);
    if (row.state === 'removed') return 'gone';
    // What it held before (none when new): replaced as a whole.
    await dropContents(row.id, tx);
    await writePassages(doc, row.id, tx);
    await countTerms(doc, row.id, tx);
    await execute(
      `UPDATE search_documents SET state = 'indexed', changed_at = now(), note_id = :noteId,
         owner_id = :ownerId, title = :title, subject = :subject, subject_key = :subjectKey,
         branch = :branch, year = :year, passage_count = :count, total_length = :length,
         expires_at = CASE WHEN :days::int IS NULL THEN NULL ELSE now() + make_interval(days => :days::int) END
       WHERE id = :id`,
      {
        id: row.id,
        noteId: doc.noteId ?? null,
        ownerId: doc.ownerId ?? null,
        title: doc.title,
        subject: doc.subject ?? null,
        subjectKey: doc.subject === undefined ? null : subjectKey(doc.subject),
        branch: doc.branch ?? null,
        year: doc.year ?? null,
        count: doc.passages.length,
        length: doc.passages.reduce((sum, passage) => sum + passage.terms.length, 0),
        days: expiresInDays ?? null,
      },
      tx,
    );
    return 'indexed';
  });
}
