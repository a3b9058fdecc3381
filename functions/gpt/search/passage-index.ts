import {
  type CountedDocument,
  type CountedDocuments,
  documentCounts,
  gather,
  type IndexedPassage,
} from './counted';
import type { SearchDocument } from './documents';
import { TermPostings } from './postings';
import { passageTerms, termsOf } from './terms';
import { TitleIndex } from './title-index';
import { TopHits } from './top-hits';
import { decodeVector } from './vectors';

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

/** One passage as the index holds it: its document's slot and its own length in terms. */
interface Held {
  readonly doc: number;
  readonly passage: IndexedPassage;
  readonly length: number;
  /** The stemmed terms of its heading (shared by the passages under one heading). */
  readonly headingTerms: ReadonlySet<string>;
}

/** What the index keeps of a document beside its passages. */
export interface HeldDocument {
  readonly doc: CountedDocument;
  /** The stemmed terms of its subject and title, matched as a field of their own. */
  readonly titleTerms: ReadonlySet<string>;
  /** Its passages' ids: added together, so they follow one another. */
  readonly first: number;
  removed: boolean;
}

/** A passage the lexical ranking found, with its BM25 score. */
export interface LexicalHit {
  readonly id: number;
  readonly score: number;
}

/**
 * An inverted index of passages scored by BM25, built from the terms ingestion stored (nothing is
 * tokenized again when a worker loads it), and kept current one document at a time: a removed
 * document's passages are skipped at once and their postings dropped by the next compaction. A
 * library (MiniSearch) re-tokenizes every passage to build its index, and its radix tree costs
 * several times the memory of these flat postings on 100,000 passages (decision 22).
 */
export class PassageIndex {
  private readonly docs: HeldDocument[] = [];
  private readonly slotOf = new Map<string, number>();
  private readonly passages: (Held | undefined)[] = [];
  /* Each passage's vector from the semantic provider, decoded once (ids as for passages). */
  private readonly vectors: (Float32Array | undefined)[] = [];
  /* term → passage ids and their term frequencies, side by side. */
  private readonly postings = new Map<string, TermPostings>();
  /* term → how many live passages hold it (BM25's document frequency). */
  private readonly frequency = new Map<string, number>();
  private readonly titles = new TitleIndex();
  private liveCount = 0;
  private liveLength = 0;
  private dead = 0;

  get size(): number {
    return this.liveCount;
  }

  constructor(private readonly decode: (vector: string) => Float32Array = decodeVector) {}

  add(doc: SearchDocument): void {
    this.addCounted(gather([documentCounts(doc)]));
  }

  /**
   * Adds documents whose terms are counted already (a snapshot shard, decision 27): their
   * postings are appended whole, with one map read per term rather than per passage and term.
   */
  addCounted(counted: CountedDocuments): void {
    const base = this.passages.length;
    for (const doc of counted.docs) {
      this.remove(doc.docId);
      const slot = this.docs.length;
      const titleTerms = new Set(termsOf(`${doc.subject ?? ''} ${doc.title}`));
      this.docs.push({ doc, titleTerms, first: this.passages.length, removed: false });
      this.slotOf.set(doc.docId, slot);
      this.titles.add(slot, titleTerms);
      // A heading is a few words, tokenized once per document for all the passages under it.
      const headings = new Map<string, ReadonlySet<string>>();
      for (const passage of doc.passages) {
        const heading = passage.heading ?? '';
        const headingTerms = headings.get(heading) ?? new Set(termsOf(heading));
        headings.set(heading, headingTerms);
        this.passages.push({ doc: slot, passage, length: passage.length, headingTerms });
        this.vectors.push(passage.vector ? this.decode(passage.vector) : undefined);
        this.liveCount += 1;
        this.liveLength += passage.length;
      }
    }
    for (const term in counted.postings) {
      const list = counted.postings[term] as number[];
      let held = this.postings.get(term);
      if (!held) {
        held = new TermPostings();
        this.postings.set(term, held);
      }
      held.appendList(base, list);
      this.frequency.set(term, (this.frequency.get(term) ?? 0) + list.length / 2);
    }
  }

  remove(docId: string): void {
    const slot = this.slotOf.get(docId);
    if (slot === undefined) return;
    this.slotOf.delete(docId);
    const held = this.docs[slot];
    if (!held || held.removed) return;
    held.removed = true;
    this.titles.remove(slot);
    for (let id = held.first; id < held.first + held.doc.passages.length; id++) {
      const passage = this.passages[id];
      if (passage?.doc !== slot) continue;
      /*
       * The index keeps no terms per passage (its postings hold them): they are made again as
       * ingestion made them. Should that have changed since, a count may drift until the next
       * compaction, which counts again from the postings.
       */
      for (const term of new Set(passageTerms(passage.passage))) {
        this.frequency.set(term, Math.max(0, (this.frequency.get(term) ?? 0) - 1));
      }
      this.liveCount -= 1;
      this.liveLength -= passage.length;
      this.passages[id] = undefined;
      this.vectors[id] = undefined;
      this.dead += 1;
    }
    if (this.dead > this.passages.length / 4) this.compact();
  }

  /** Whether the passage holds the term. */
  passageHas(id: number, term: string): boolean {
    return this.postings.get(term)?.has(id) ?? false;
  }

  has(docId: string): boolean {
    return this.slotOf.has(docId);
  }

  document(id: number): HeldDocument | undefined {
    const held = this.passages[id];
    return held && this.docs[held.doc];
  }

  passage(id: number): IndexedPassage | undefined {
    return this.passages[id]?.passage;
  }

  /** Each live passage with a vector whose document `keep` accepts. */
  *withVectors(keep: (doc: HeldDocument) => boolean): Generator<[number, Float32Array]> {
    for (let id = 0; id < this.vectors.length; id++) {
      const vector = this.vectors[id];
      const doc = vector && this.document(id);
      if (vector && doc && keep(doc)) yield [id, vector];
    }
  }

  /** How rare a term is across live passages (BM25's idf; 0 for a term no passage has). */
  idf(term: string): number {
    const n = this.frequency.get(term) ?? 0;
    if (n <= 0) return 0;
    return Math.log(1 + (this.liveCount - n + 0.5) / (n + 0.5));
  }

  /** The highest idf a term can have here: that of a term in one passage (an unseen term's weight). */
  maxIdf(): number {
    return Math.log(1 + (this.liveCount - 0.5) / 1.5);
  }

  /**
   * BM25 over the passages `keep` accepts, for weighted query terms (a synonym counts less than
   * the word asked), plus the idf of each term found in the document's subject or title.
   */
  search(
    query: ReadonlyMap<string, number>,
    keep: (doc: HeldDocument) => boolean,
    limit = HITS_KEPT,
  ): LexicalHit[] {
    const average = this.liveLength / Math.max(1, this.liveCount);
    // Scores by passage id in a typed array: a common term's postings run to tens of thousands.
    const scores = new Float64Array(this.passages.length);
    const scored: number[] = [];
    const weights = [...query].map(([term, weight]) => [term, this.idf(term) * weight] as const);
    const documents = this.documentScores(query);
    for (const [term, idf] of weights) {
      this.postings.get(term)?.forEach((id, tf) => {
        const held = this.passages[id];
        if (!held) return;
        if (scores[id] === 0) scored.push(id);
        const norm = tf + K1 * (1 - B + (B * held.length) / average);
        // The smallest positive number marks a passage scored 0 (a term no live passage holds).
        scores[id] = (scores[id] as number) + ((idf * (tf * (K1 + 1))) / norm || Number.MIN_VALUE);
      });
    }
    // A title or heading holds a few terms: each is looked up among the question's, once per note.
    const weightOf = new Map(weights);
    const fieldScore = (terms: ReadonlySet<string>) => {
      let score = 0;
      for (const term of terms) score += weightOf.get(term) ?? 0;
      return score;
    };
    const titles = new Float64Array(this.docs.length).fill(Number.NaN);
    const hits = new TopHits(limit);
    for (const id of scored) {
      const held = this.passages[id];
      const doc = held && this.docs[held.doc];
      if (!held || !doc || !keep(doc)) continue;
      if (Number.isNaN(titles[held.doc])) titles[held.doc] = fieldScore(doc.titleTerms);
      const title = titles[held.doc] as number;
      const heading = fieldScore(held.headingTerms);
      const whole = documents[held.doc] ?? 0;
      hits.offer(
        id,
        (scores[id] as number) + TITLE_WEIGHT * title + HEADING_WEIGHT * heading + DOCUMENT_WEIGHT * whole,
      );
    }
    return hits.best();
  }

  /*
   * Each note's match as a whole, by its slot: the idf over notes (how few notes hold the term) of
   * every query term it holds anywhere, or in its title; and the idf over titles of each term its
   * title holds.
   */
  private documentScores(query: ReadonlyMap<string, number>): Float64Array {
    const live = this.titles.liveNotes;
    const noteIdf = (holders: number) => Math.log(1 + (live - holders + 0.5) / (holders + 0.5));
    const scores = new Float64Array(this.docs.length);
    // Which term last marked each note, so a note is counted once per term without a set.
    const marked = new Int32Array(this.docs.length).fill(-1);
    let mark = 0;
    for (const [term, weight] of query) {
      const holders: number[] = [];
      const hold = (slot: number) => {
        if (marked[slot] === mark) return;
        marked[slot] = mark;
        holders.push(slot);
      };
      this.postings.get(term)?.forEach((id) => {
        const held = this.passages[id];
        if (held) hold(held.doc);
      });
      const titled = this.titles.holders(term);
      for (const slot of titled) hold(slot);
      const noteWeight = noteIdf(holders.length) * weight;
      for (const slot of holders) scores[slot] = (scores[slot] as number) + noteWeight;
      const titleWeight = TITLE_FIELD_WEIGHT * noteIdf(titled.length) * weight;
      for (const slot of titled) scores[slot] = (scores[slot] as number) + titleWeight;
      mark += 1;
    }
    return scores;
  }

  /* Drops removed passages' postings; ids stay (a dead slot is cheap) so no posting is renumbered. */
  private compact(): void {
    for (const [term, postings] of this.postings) {
      const kept = postings.compacted((id) => this.passages[id] !== undefined);
      if (!kept) {
        this.postings.delete(term);
        this.frequency.delete(term);
      } else {
        this.postings.set(term, kept.postings);
        this.frequency.set(term, kept.count);
      }
    }
    this.dead = 0;
  }
}
