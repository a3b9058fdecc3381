import type { DocumentPassage, SearchDocument } from './documents';

/*
 * Documents with their passages' terms already counted into one set of postings: what a snapshot
 * shard stores and what the passage index loads in bulk (decision 27). Loading 100,000 passages
 * term by term took most of a cold worker's time; postings gathered at build time are appended
 * with a few hundred thousand map reads instead of millions, and no terms array is parsed.
 */

/** A passage as the index keeps it: what an answer quotes and its vector; its terms are in postings. */
export type IndexedPassage = Omit<DocumentPassage, 'terms'>;
/** A document as the index keeps it, beside its passages. */
export type DocumentDetails = Omit<SearchDocument, 'passages'>;

/** A passage of counted documents: its number of terms (BM25's length) kept beside it. */
export interface CountedPassage extends IndexedPassage {
  readonly length: number;
}

export interface CountedDocument extends DocumentDetails {
  readonly passages: readonly CountedPassage[];
}

export interface CountedDocuments {
  readonly docs: readonly CountedDocument[];
  /** term → [passage, tf, passage, tf, …]: passages numbered through the documents in order, ascending. */
  readonly postings: Readonly<Record<string, readonly number[]>>;
}

/** A passage's terms and how often each occurs in it. */
export type TermCounts = ReadonlyMap<string, number>;

/** How often each term occurs among `terms`. */
export function countsOf(terms: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1);
  return counts;
}

/** A document with each passage's term counts, as `gather` takes it. */
export interface DocumentCounts {
  readonly doc: CountedDocument;
  readonly counts: readonly TermCounts[];
}

/** A document as ingestion made it, with its passages' terms counted. */
export function documentCounts({ passages, ...details }: SearchDocument): DocumentCounts {
  return {
    doc: {
      ...details,
      passages: passages.map(({ terms, ...passage }) => ({ ...passage, length: terms.length })),
    },
    counts: passages.map((passage) => countsOf(passage.terms)),
  };
}

/** Documents and their counts, gathered into one set of postings. */
export function gather(documents: readonly DocumentCounts[]): CountedDocuments {
  const postings: Record<string, number[]> = Object.create(null);
  let passage = 0;
  for (const { counts } of documents) {
    for (const termCounts of counts) {
      for (const [term, tf] of termCounts) {
        const list = postings[term] ?? [];
        if (list.length === 0) postings[term] = list;
        list.push(passage, tf);
      }
      passage += 1;
    }
  }
  return { docs: documents.map(({ doc }) => doc), postings };
}

/** The other way: each document of counted documents with its passages' counts again. */
export function scatter(counted: CountedDocuments): DocumentCounts[] {
  const perPassage: Map<string, number>[] = [];
  for (const doc of counted.docs) for (const _ of doc.passages) perPassage.push(new Map());
  for (const [term, list] of Object.entries(counted.postings)) {
    for (let at = 0; at < list.length; at += 2)
      perPassage[list[at] as number]?.set(term, list[at + 1] as number);
  }
  let first = 0;
  return counted.docs.map((doc) => {
    const counts = perPassage.slice(first, first + doc.passages.length);
    first += doc.passages.length;
    return { doc, counts };
  });
}
