import { createHash } from 'node:crypto';
import { execute, query } from '../../lib/search-database';
import { VECTOR_ROWS_PER_READ, withinRequestBudget } from './data-api-limits';

/*
 * Embeddings already made, by model and text: an ingestion that stopped half-way (throttled past
 * its time, or its function ended) resumes where it stopped on its next try, and a note uploaded
 * again costs no embedding calls for the passages it shares with the last one.
 */

const hashOf = (text: string) => createHash('sha256').update(text).digest('base64url');

/*
 * Embeddings kept per statement: a group of a few dozen, as ingestion makes them, is far inside a
 * request; the bound holds whatever a caller hands in.
 */
const EMBEDDINGS_PER_WRITE = 500;

/**
 * The cached embeddings of `texts` for `model`, by text (missing ones absent). Read a bounded
 * number of rows a call (data-api-limits.ts): a long note's every vector in one response would pass
 * the Data API's 1 MiB, and every try of its ingestion would fail.
 */
export async function cachedEmbeddings(
  model: string,
  texts: readonly string[],
): Promise<Map<string, number[]>> {
  const byHash = new Map(texts.map((text) => [hashOf(text), text]));
  const hashes = [...byHash.keys()];
  const found = new Map<string, number[]>();
  for (let first = 0; first < hashes.length; first += VECTOR_ROWS_PER_READ) {
    const rows = await query<{ text_hash: string; embedding: string }>(
      `SELECT text_hash, embedding::text AS embedding FROM embedding_cache
       WHERE model = :model AND text_hash IN (SELECT value FROM jsonb_array_elements_text(:hashes::jsonb))`,
      { model, hashes: JSON.stringify(hashes.slice(first, first + VECTOR_ROWS_PER_READ)) },
    );
    for (const row of rows) {
      const text = byHash.get(row.text_hash);
      if (text !== undefined) found.set(text, JSON.parse(row.embedding) as number[]);
    }
  }
  return found;
}

/** Keeps embeddings just made (committed at once: they outlive a failed ingestion). */
export async function cacheEmbeddings(
  model: string,
  made: ReadonlyMap<string, readonly number[]>,
): Promise<void> {
  const rows = [...made].map(([text, vector]) => ({
    hash: hashOf(text),
    embedding: `[${vector.join(',')}]`,
  }));
  for (const group of withinRequestBudget(rows, EMBEDDINGS_PER_WRITE)) {
    await execute(
      `INSERT INTO embedding_cache (model, text_hash, embedding)
       SELECT :model, made.hash, made.embedding::vector
       FROM jsonb_to_recordset(:made::jsonb) AS made(hash text, embedding text)
       ON CONFLICT DO NOTHING`,
      { model, made: JSON.stringify(group) },
    );
  }
}
