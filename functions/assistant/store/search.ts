import { query } from '../../lib/search-database';
import { subjectKey } from './write-document';

/* BM25's usual constants (Robertson): term frequency saturates, long passages are evened out. */
const K1 = 1.2;
const B = 0.75;
/* The weight of a term found in the note's subject or title, against its weight in the passage. */
const TITLE_WEIGHT = 0.5;
/*
 * The weight of the whole note's match: a question naming its tool ("in gnuplot") or several of a
 * note's rare words is about that note, even when one passage of another note shares more words.
 */
const DOCUMENT_WEIGHT = 2;
/*
 * The weight of the note's title as a field of its own, scored with its own idf over titles: every
 * manual holds an "r" somewhere, but only the notes whose subject is R name it in their title.
 */
const TITLE_FIELD_WEIGHT = 1;
/*
 * The weight of a term found in the passage's heading (BM25F's idea, a field of its own): a
 * section titled "Export to text files" is about that, where a passage merely mentioning a text
 * file is not.
 */
const HEADING_WEIGHT = 1;

/** How many hits a search gives by default, best first: what ranking's fusion reads of each list. */
export const HITS_KEPT = 100;

/** Which documents a question may read: every note (or one subject's), and the asker's own file. */
export interface SearchScope {
  readonly ownerId: string;
  readonly subject?: string;
  readonly attachmentDocId?: string;
}

/** A passage a search found, with its score and what ranking needs of its note. */
export interface PassageHit {
  readonly id: number;
  readonly score: number;
  readonly doc: number;
  readonly ord: number;
  readonly branch?: string;
  readonly year?: string;
}

export interface HitRow {
  id: number;
  score: number;
  doc: number;
  ord: number;
  branch: string | null;
  year: string | null;
}

export const hitOf = (row: HitRow): PassageHit => ({
  id: row.id,
  score: row.score,
  doc: row.doc,
  ord: row.ord,
  ...(row.branch === null ? {} : { branch: row.branch }),
  ...(row.year === null ? {} : { year: row.year }),
});

export const scopeParams = (scope: SearchScope) => ({
  owner: scope.ownerId,
  subject: scope.subject === undefined ? null : subjectKey(scope.subject),
  attachment: scope.attachmentDocId ?? null,
});

/* The documents in scope: indexed notes (of the subject, if one is chosen), and the asker's file. */
export const ALLOWED = `SELECT id FROM search_documents WHERE state = 'indexed' AND (
    (owner_id IS NULL AND (:subject::text IS NULL OR subject_key = :subject::text))
    OR (doc_id = :attachment::text AND owner_id = :owner))`;

/* Everything searchable: how many passages (BM25's N and average length) and notes there are. */
const CORPUS = `SELECT greatest(coalesce(sum(passage_count), 0), 1)::float8 AS n,
    greatest(coalesce(sum(total_length), 0), 1)::float8 / greatest(coalesce(sum(passage_count), 0), 1) AS average,
    count(*)::float8 AS notes
  FROM search_documents WHERE state = 'indexed'`;

/*
 * How a search stays bounded as the notes grow: each term's postings are read best first (by
 * impact, schema.ts) and only the first PER_TERM in scope, so a common word costs as much as a rare
 * one; the CANDIDATES best by that partial sum are then scored exactly (every asked term they hold)
 * with their notes' fields. A passage outside every term's best PER_TERM is not found: at most a
 * low-impact passage of common words, which BM25 would have ranked low.
 */
export const PER_TERM = 1_000;
const CANDIDATES = 400;

/* A posting's BM25 part for a weighted term: saturated term frequency, the heading's field. */
const TERM_SCORE = `w.passage_idf * p.tf * (${K1} + 1) / (p.tf + ${K1} * (1 - ${B} + ${B} * p.length / corpus.average))
           + CASE WHEN p.in_heading THEN ${HEADING_WEIGHT} * w.passage_idf ELSE 0 END`;

/**
 * BM25 over the passages in scope for weighted query terms (a synonym counts less than the word
 * asked), with the passage's heading as a field, plus the note's subject and title (with the
 * passage's idf, and as a field of its own with the idf over titles), plus the whole note's match
 * (the idf over notes of each term it holds anywhere). One statement: the terms' counts, each
 * term's best postings, the candidates' exact scores and their notes' terms, the best `limit`.
 */
export async function searchPassages(
  terms: ReadonlyMap<string, number>,
  scope: SearchScope,
  limit = HITS_KEPT,
): Promise<PassageHit[]> {
  if (terms.size === 0) return [];
  const rows = await query<HitRow>(
    `WITH asked AS (
       SELECT term, weight FROM jsonb_to_recordset(:terms::jsonb) AS asked(term text, weight float8)
     ), corpus AS (${CORPUS}
     ), weighted AS (
       SELECT asked.term,
         -- A term no passage holds weighs nothing here (a title alone does not make it count).
         CASE WHEN s.passages > 0
           THEN asked.weight * ln(1 + (corpus.n - s.passages + 0.5) / (s.passages + 0.5)) ELSE 0 END AS passage_idf,
         asked.weight * ln(1 + (corpus.notes - s.documents + 0.5) / (s.documents + 0.5)) AS note_idf,
         asked.weight * ln(1 + (corpus.notes - s.titles + 0.5) / (s.titles + 0.5)) AS title_idf
       FROM asked JOIN term_stats s ON s.term = asked.term CROSS JOIN corpus
       WHERE s.passages > 0 OR s.documents > 0
     ), allowed AS MATERIALIZED (${ALLOWED}
     ), found AS (
       SELECT p.passage, p.doc, ${TERM_SCORE} AS part
       FROM weighted w CROSS JOIN corpus CROSS JOIN LATERAL (
         -- Inside an expression, the IN stays a hashed lookup (built once) that each posting read in
         -- impact order is checked against, so the scan stops at the first PER_TERM in scope; as a
         -- plain condition the planner would join the term's every posting to the scope first.
         SELECT b.passage, b.doc, b.tf, b.length, b.in_heading FROM postings b
         WHERE b.term = w.term AND coalesce(b.doc IN (SELECT id FROM allowed), false)
         ORDER BY b.impact DESC LIMIT ${PER_TERM}
       ) p
     ), candidates AS MATERIALIZED (
       SELECT passage, doc FROM found GROUP BY passage, doc ORDER BY sum(part) DESC LIMIT ${CANDIDATES}
     ), scored AS MATERIALIZED (
       -- Each candidate's every asked term: each term's rows among the candidates, by (term, passage).
       SELECT p.passage, p.doc, sum(${TERM_SCORE}) AS score
       FROM weighted w CROSS JOIN corpus CROSS JOIN LATERAL (
         SELECT t.passage, t.doc, t.tf, t.length, t.in_heading FROM postings t
         WHERE t.term = w.term AND t.passage = ANY ((SELECT array_agg(passage) FROM candidates)::bigint[])
         OFFSET 0
       ) p
       GROUP BY p.passage, p.doc
     ), notes AS MATERIALIZED (
       -- The candidates' notes' fields: each asked term's rows among those notes, by (term, note).
       SELECT d.doc,
         sum(w.note_idf + CASE WHEN d.in_title THEN ${TITLE_FIELD_WEIGHT} * w.title_idf ELSE 0 END) AS whole,
         sum(CASE WHEN d.in_title THEN w.passage_idf ELSE 0 END) AS title
       FROM weighted w CROSS JOIN LATERAL (
         SELECT t.doc, t.in_title FROM document_terms t
         WHERE t.term = w.term AND t.doc = ANY ((SELECT array_agg(DISTINCT doc) FROM candidates)::bigint[])
         -- A fence (here and above): pulled up into a join, the planner reads the candidates' every
         -- term by passage or note instead of the asked terms' rows by term.
         OFFSET 0
       ) d
       GROUP BY d.doc
     ), best AS (
       SELECT scored.passage, scored.doc,
         scored.score + ${TITLE_WEIGHT} * coalesce(notes.title, 0) + ${DOCUMENT_WEIGHT} * coalesce(notes.whole, 0) AS score
       FROM scored LEFT JOIN notes ON notes.doc = scored.doc
       ORDER BY score DESC, scored.passage LIMIT :limit
     )
     SELECT best.passage AS id, best.score::float8 AS score, best.doc, p.ord, d.branch, d.year
     FROM best JOIN passages p ON p.id = best.passage JOIN search_documents d ON d.id = best.doc
     ORDER BY best.score DESC, best.passage`,
    {
      terms: JSON.stringify([...terms].map(([term, weight]) => ({ term, weight }))),
      limit,
      ...scopeParams(scope),
    },
  );
  return rows.map(hitOf);
}

/** A passage as an answer quotes it, with its note's details. */
export interface StoredPassage {
  readonly id: number;
  readonly doc: number;
  readonly ord: number;
  readonly text: string;
  readonly page?: number;
  readonly heading?: string;
  readonly docId: string;
  readonly title: string;
  readonly subject?: string;
  readonly noteId?: string;
}

interface PassageRow {
  id: number;
  doc: number;
  ord: number;
  text: string;
  page: number | null;
  heading: string | null;
  doc_id: string;
  title: string;
  subject: string | null;
  note_id: string | null;
}

/** Passages by id (the ones a ranking reads or quotes); a passage gone meanwhile is left out. */
export async function passagesById(ids: readonly number[]): Promise<Map<number, StoredPassage>> {
  if (ids.length === 0) return new Map();
  const rows = await query<PassageRow>(
    `SELECT p.id, p.doc, p.ord, p.text, p.page, p.heading, d.doc_id, d.title, d.subject, d.note_id
     FROM passages p JOIN search_documents d ON d.id = p.doc
     WHERE p.id IN (SELECT value::bigint FROM jsonb_array_elements_text(:ids::jsonb))`,
    { ids: JSON.stringify(ids.map(String)) },
  );
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        doc: row.doc,
        ord: row.ord,
        text: row.text,
        docId: row.doc_id,
        title: row.title,
        ...(row.page === null ? {} : { page: row.page }),
        ...(row.heading === null ? {} : { heading: row.heading }),
        ...(row.subject === null ? {} : { subject: row.subject }),
        ...(row.note_id === null ? {} : { noteId: row.note_id }),
      },
    ]),
  );
}

/** How rare terms are: BM25's idf over passages for each (0 for a term no passage has), and the most a term can weigh. */
export interface TermRarity {
  idf(term: string): number;
  /** The idf of a term in one passage: the weight of a word the notes never use. */
  readonly maxIdf: number;
}

/** The idf of each of `terms` across every searchable passage. */
export async function termRarity(terms: readonly string[]): Promise<TermRarity> {
  const rows = await query<{ term: string | null; passages: number; n: number }>(
    `WITH corpus AS (${CORPUS})
     SELECT s.term, s.passages, corpus.n FROM corpus
       LEFT JOIN term_stats s ON s.term IN (SELECT value FROM jsonb_array_elements_text(:terms::jsonb))`,
    { terms: JSON.stringify([...new Set(terms)]) },
  );
  const n = rows[0]?.n ?? 1;
  const counts = new Map(rows.flatMap((row) => (row.term ? [[row.term, row.passages] as const] : [])));
  const idfOf = (count: number) => Math.log(1 + (n - count + 0.5) / (count + 0.5));
  return {
    idf: (term) => {
      const count = counts.get(term) ?? 0;
      return count > 0 ? idfOf(count) : 0;
    },
    maxIdf: idfOf(1),
  };
}
