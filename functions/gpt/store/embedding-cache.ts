import { createHash } from 'node:crypto';
import { execute, query } from '../../lib/search-database';

/*
 * Embeddings already made, by model and text: an ingestion that stopped half-way (throttled past
 * its time, or its function ended) resumes where it stopped on its next try, and a note uploaded
 * again costs no embedding calls for the passages it shares with the last one.
 */

const hashOf = (text: string) => createHash('sha256').update(text).digest('base64url');

/** The cached embeddings of `texts` for `model`, by text (missing ones absent). */
export async function cachedEmbeddings(
  model: string,
  texts: readonly string[],
): Promise<Map<string, number[]>> {
  if (texts.length === 0) return new Map();
  const byHash = new Map(texts.map((text) => [hashOf(text), text]));
  const rows = await query<{ text_hash: string; embedding: string }>(
    `SELECT text_hash, embedding::text AS embedding FROM embedding_cache
     WHERE model = :model AND text_hash IN (SELECT value FROM jsonb_array_elements_text(:hashes::jsonb))`,
    { model, hashes: JSON.stringify([...byHash.keys()]) },
  );
  const found = new Map<string, number[]>();
  for (const row of rows) {
    const text = byHash.get(row.text_hash);
    if (text !== undefined) found.set(text, JSON.parse(row.embedding) as number[]);
  }
  return found;
}

/** Keeps embeddings just made (committed at once: they outlive a failed ingestion). */
export async function cacheEmbeddings(
  model: string,
  made: ReadonlyMap<string, readonly number[]>,
): Promise<void> {
  if (made.size === 0) return;
  await execute(
    `INSERT INTO embedding_cache (model, text_hash, embedding)
     SELECT :model, made.hash, made.embedding::vector
     FROM jsonb_to_recordset(:made::jsonb) AS made(hash text, embedding text)
     ON CONFLICT DO NOTHING`,
    {
      model,
      made: JSON.stringify(
        [...made].map(([text, vector]) => ({ hash: hashOf(text), embedding: `[${vector.join(',')}]` })),
      ),
    },
  );
}
