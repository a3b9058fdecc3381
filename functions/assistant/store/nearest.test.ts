import { describe, expect, it } from 'vitest';
import { useSearchDatabase } from '../../../tests/support/search-database';
import { execute, query } from '../../lib/search-database';
import { VECTOR_DIMENSIONS } from './data-api-limits';
import { nearestPassages } from './nearest';
import type { SearchDocument } from './search-document';
import { saveDocument } from './write-document';

/* Deterministic pseudo-random numbers (mulberry32), so each run indexes the same vectors. */
function randomFrom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/* A unit vector in random direction, as Titan's normalized embeddings are unit vectors. */
function unitVector(random: () => number): number[] {
  const vector = Array.from({ length: VECTOR_DIMENSIONS }, () => random() - 0.5);
  const length = Math.hypot(...vector);
  return vector.map((part) => part / length);
}

const cosine = (a: readonly number[], b: readonly number[]) =>
  a.reduce((sum, part, i) => sum + part * (b[i] ?? 0), 0);

/*
 * Many short Geology notes and a few long History ones: the planner reads a subject's share of the
 * passages from its share of the notes (110 of 118), so it takes the vector index and filters its
 * neighbours, while 220 passages with vectors of 1,220 are in scope. Half the History notes were
 * indexed before Bedrock (no vectors): the table is larger than its index, as on a deploy that
 * switched providers, which keeps the planner off reading the whole table at this small size.
 */
const GEOLOGY_NOTES = 110;
const HISTORY_NOTES = 8;

function noteOf(note: number, subject: string, random: () => number): SearchDocument {
  const embedded = subject === 'Geology' || note % 2 === 0;
  return {
    docId: `note:n${note}`,
    noteId: `n${note}`,
    title: `Note ${note}`,
    subject,
    passages: Array.from({ length: subject === 'Geology' ? 2 : embedded ? 250 : 2500 }, (_, at) => ({
      text: `Passage ${at} of note ${note}.`,
      terms: ['passage'],
      ...(embedded ? { vector: unitVector(random) } : {}),
    })),
  };
}

describe('the vector search kept to a subject', { timeout: 120_000 }, () => {
  useSearchDatabase();

  it('returns as many nearest passages as it asks, all in scope and best first', async () => {
    const random = randomFrom(46);
    const notes = [
      ...Array.from({ length: HISTORY_NOTES }, (_, note) => noteOf(note, 'History', random)),
      ...Array.from({ length: GEOLOGY_NOTES }, (_, note) => noteOf(HISTORY_NOTES + note, 'Geology', random)),
    ];
    for (const note of notes) expect(await saveDocument(note)).toBe('indexed');
    // The statistics the planner reads, as Aurora's autovacuum keeps them.
    await execute('ANALYZE');
    const question = unitVector(random);

    const hits = await nearestPassages(question, { ownerId: 'student', subject: 'geology' }, 200);

    // The index's first 40 neighbours hold about a dozen Geology passages: the rest come from reading on.
    expect(hits).toHaveLength(200);
    const inScope = await query<{ id: number }>("SELECT id FROM search_documents WHERE subject = 'Geology'");
    const geologyDocs = new Set(inScope.map((row) => row.id));
    expect(hits.filter((hit) => !geologyDocs.has(hit.doc))).toEqual([]);
    const geology = new Set(notes.flatMap((note) => (note.subject === 'Geology' ? [note.noteId] : [])));
    const byId = new Map(
      notes.flatMap((note) =>
        note.passages.map((passage, ord) => [
          `${note.noteId}/${ord}`,
          cosine(question, passage.vector ?? []),
        ]),
      ),
    );
    expect(hits.map((hit) => hit.score)).toEqual([...hits.map((hit) => hit.score)].sort((a, b) => b - a));
    // The exact 200 nearest of the subject, computed here: an approximate index finds most of them.
    const exact = [...byId]
      .filter(([key]) => geology.has(key.split('/')[0]))
      .sort((a, b) => b[1] - a[1])
      .slice(0, 200);
    const lowest = exact.at(-1)?.[1] ?? 0;
    const found = hits.filter((hit) => hit.score >= lowest - 1e-6).length;
    expect(found).toBeGreaterThanOrEqual(180);
  });
});
