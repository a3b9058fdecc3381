import MiniSearch from 'minisearch';
import type { Source } from '../../shared/schemas/gpt';

/** A piece of text small enough to quote, and where it came from. */
export interface Passage {
  readonly text: string;
  readonly source: Source;
}

const PASSAGE_CHARS = 600;

/** Splits a document into paragraph-sized passages (long paragraphs cut at sentence ends). */
export function passagesOf(text: string, source: Source): Passage[] {
  const passages: Passage[] = [];
  for (const paragraph of text.split(/\n\s*\n/)) {
    let rest = paragraph.replace(/\s+/g, ' ').trim();
    while (rest.length > PASSAGE_CHARS) {
      const cut = rest.lastIndexOf('. ', PASSAGE_CHARS);
      const end = cut > PASSAGE_CHARS / 3 ? cut + 1 : PASSAGE_CHARS;
      passages.push({ text: rest.slice(0, end).trim(), source });
      rest = rest.slice(end).trim();
    }
    if (rest) passages.push({ text: rest, source });
  }
  return passages;
}

/**
 * The passages that best answer the query, best first, ranked by MiniSearch (BM25 with prefix and
 * light fuzzy matching, so "graph" finds "graphs" and a typo still lands).
 */
export function bestPassages(query: string, passages: readonly Passage[], count: number): Passage[] {
  const index = new MiniSearch<{ id: number; text: string }>({ fields: ['text'], storeFields: [] });
  index.addAll(passages.map((passage, id) => ({ id, text: passage.text })));
  return index
    .search(query, { prefix: true, fuzzy: 0.2, combineWith: 'OR' })
    .slice(0, count)
    .map((hit) => passages[hit.id as number])
    .filter((passage): passage is Passage => passage !== undefined);
}
