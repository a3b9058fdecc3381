import { inTransaction, query } from '../../lib/search-database';
import { ALLOWED, type HitRow, hitOf, type PassageHit, type SearchScope, scopeParams } from './search';

/*
 * pgvector's HNSW index finds `hnsw.ef_search` neighbours (40 by default) and stops: a search kept
 * to a subject's notes drops those out of scope and is left with a handful. Its iterative scan
 * (pgvector 0.8, in PGlite and Aurora PostgreSQL 17; decision 40) reads on until the query has
 * its `limit` in scope (or has read `hnsw.max_scan_tuples`), and ef_search starts it at `limit`.
 * Set with SET LOCAL (set_config's third argument) in the query's own transaction: the Data API
 * keeps no session setting from one call to the next.
 */
const MOST_EF_SEARCH = 1000;

/** The passages in scope nearest a question's embedding (cosine), best first (pgvector). */
export async function nearestPassages(
  embedding: readonly number[],
  scope: SearchScope,
  limit: number,
): Promise<PassageHit[]> {
  const rows = await inTransaction(async (tx) => {
    await query(
      `SELECT set_config('hnsw.iterative_scan', 'relaxed_order', true), set_config('hnsw.ef_search', :ef, true)`,
      { ef: String(Math.min(Math.max(limit, 40), MOST_EF_SEARCH)) },
      tx,
    );
    // A relaxed scan gives its neighbours nearly in order: ordered again once found. The "+ 0"
    // keeps PostgreSQL 17 from taking the found rows' order as already sorted (pgvector's advice).
    return query<HitRow>(
      `WITH allowed AS (${ALLOWED}
       ), nearest AS MATERIALIZED (
         SELECT p.id, p.doc, p.ord, p.embedding <=> :embedding::vector AS distance
         FROM passages p
         WHERE p.embedding IS NOT NULL AND p.doc IN (SELECT id FROM allowed)
         ORDER BY p.embedding <=> :embedding::vector LIMIT :limit
       )
       SELECT n.id, (1 - n.distance)::float8 AS score, n.doc, n.ord, d.branch, d.year
       FROM nearest n JOIN search_documents d ON d.id = n.doc
       ORDER BY n.distance + 0, n.id`,
      { embedding: `[${embedding.join(',')}]`, limit, ...scopeParams(scope) },
      tx,
    );
  });
  return rows.map(hitOf);
}
