import { describe, expect, it } from 'vitest';
import { documentCounts, gather, scatter } from './counted';
import type { SearchDocument } from './documents';
import { PassageIndex } from './passage-index';
import { TermPostings } from './postings';
import { passageTerms, termsOf } from './terms';

const note = (id: string, ...texts: string[]): SearchDocument => ({
  docId: `note:${id}`,
  noteId: id,
  title: `Notes ${id}`,
  passages: texts.map((text, at) => ({
    text,
    page: at + 1,
    heading: 'Routing',
    terms: passageTerms({ text, heading: 'Routing' }),
  })),
});

const NOTES = [
  note('a', 'A router forwards packets by its routing table.', 'Packets that no route matches are dropped.'),
  note('b', 'Dijkstra computes shortest paths; routers run it to fill the routing table.'),
  note('c', 'Ohm’s law relates voltage, current and resistance.'),
];

const query = (text: string) => new Map(termsOf(text).map((term) => [term, 1] as const));
const everything = () => true;

describe('documents counted for a snapshot shard', () => {
  it('gathers passages’ terms into one set of postings and scatters them back as they were', () => {
    const counts = NOTES.map(documentCounts);
    const counted = gather(counts);
    // Passages are numbered through the documents: a's two (0, 1), then b's (2), then c's (3).
    expect(counted.postings[termsOf('packets')[0] ?? '']?.filter((_, at) => at % 2 === 0)).toEqual([0, 1]);
    expect(counted.postings[termsOf('Dijkstra')[0] ?? '']).toEqual([2, 1]);
    expect(counted.docs.map((doc) => doc.passages.map((passage) => passage.length))).toEqual(
      NOTES.map((doc) => doc.passages.map((passage) => passage.terms.length)),
    );
    expect(counted.docs[0]?.passages[0]).not.toHaveProperty('terms');
    expect(scatter(counted)).toEqual(counts);
  });

  it('ranks the same in an index loaded in bulk as in one built note by note, and removes alike', () => {
    const oneByOne = new PassageIndex();
    for (const doc of NOTES) oneByOne.add(doc);
    const bulk = new PassageIndex();
    bulk.addCounted(gather(NOTES.map(documentCounts)));
    const asked = query('which route do dropped packets take');
    expect(bulk.search(asked, everything)).toEqual(oneByOne.search(asked, everything));
    expect(bulk.idf(termsOf('packets')[0] ?? '')).toBe(oneByOne.idf(termsOf('packets')[0] ?? ''));

    bulk.remove('note:a');
    oneByOne.remove('note:a');
    expect(bulk.search(asked, everything)).toEqual(oneByOne.search(asked, everything));
    expect(bulk.idf(termsOf('packets')[0] ?? '')).toBe(0);
    expect(bulk.has('note:a')).toBe(false);
  });

  it('tells whether a passage holds a term, from the postings alone', () => {
    const bulk = new PassageIndex();
    bulk.addCounted(gather(NOTES.map(documentCounts)));
    const [voltage] = termsOf('voltage');
    expect([0, 1, 2, 3].map((id) => bulk.passageHas(id, voltage ?? ''))).toEqual([false, false, false, true]);
  });
});

describe('postings kept in segments', () => {
  it('finds every passage added alone or in bulk, in ascending order, and compacts to the live ones', () => {
    const postings = new TermPostings();
    postings.append(1, 2);
    postings.appendList(
      10,
      Array.from({ length: 1200 }, (_, at) => (at % 2 === 0 ? at / 2 : 1)),
    );
    postings.append(700, 3);
    const seen: number[] = [];
    postings.forEach((id) => {
      seen.push(id);
    });
    expect(seen).toEqual([1, ...Array.from({ length: 600 }, (_, at) => 10 + at), 700]);
    expect([0, 1, 10, 609, 610, 700, 701].map((id) => postings.has(id))).toEqual([
      false,
      true,
      true,
      true,
      false,
      true,
      false,
    ]);
    const kept = postings.compacted((id) => id % 2 === 1);
    // 1, and the 300 odd ids of 10–609.
    expect(kept?.count).toBe(301);
    expect(kept?.postings.has(11) && !kept.postings.has(10)).toBe(true);
  });
});
