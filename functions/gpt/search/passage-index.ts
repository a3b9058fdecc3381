import type { DocumentPassage, SearchDocument } from './documents';
import { termsOf } from './terms';
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

/** One passage as the index holds it: its document's slot and its own length in terms. */
interface Held {
  readonly doc: number;
  readonly passage: DocumentPassage;
  readonly length: number;
  /** The stemmed terms of its heading (shared by the passages under one heading). */
  readonly headingTerms: ReadonlySet<string>;
}

/** What the index keeps of a document beside its passages. */
export interface HeldDocument {
  readonly doc: SearchDocument;
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
  private readonly postings = new Map<string, { ids: number[]; tfs: number[] }>();
  /* term → how many live passages hold it (BM25's document frequency). */
  private readonly frequency = new Map<string, number>();
  private liveCount = 0;
  private liveLength = 0;
  private dead = 0;

  get size(): number {
    return this.liveCount;
  }

  constructor(private readonly decode: (vector: string) => Float32Array = decodeVector) {}

  add(doc: SearchDocument): void {
    this.remove(doc.docId);
    const slot = this.docs.length;
    const titleTerms = new Set(termsOf(`${doc.subject ?? ''} ${doc.title}`));
    this.docs.push({ doc, titleTerms, first: this.passages.length, removed: false });
    this.slotOf.set(doc.docId, slot);
    // A heading is a few words, tokenized once per document for all the passages under it.
    const headings = new Map<string, ReadonlySet<string>>();
    for (const passage of doc.passages) {
      const id = this.passages.length;
      const heading = passage.heading ?? '';
      const headingTerms = headings.get(heading) ?? new Set(termsOf(heading));
      headings.set(heading, headingTerms);
      this.passages.push({ doc: slot, passage, length: passage.terms.length, headingTerms });
      this.vectors.push(passage.vector ? this.decode(passage.vector) : undefined);
      this.liveCount += 1;
      this.liveLength += passage.terms.length;
      const counts = new Map<string, number>();
      for (const term of passage.terms) counts.set(term, (counts.get(term) ?? 0) + 1);
      for (const [term, tf] of counts) {
        this.frequency.set(term, (this.frequency.get(term) ?? 0) + 1);
        const list = this.postings.get(term) ?? { ids: [], tfs: [] };
        if (list.ids.length === 0) this.postings.set(term, list);
        list.ids.push(id);
        list.tfs.push(tf);
      }
    }
  }

  remove(docId: string): void {
    const slot = this.slotOf.get(docId);
    if (slot === undefined) return;
    this.slotOf.delete(docId);
    const held = this.docs[slot];
    if (!held || held.removed) return;
    held.removed = true;
    for (let id = held.first; id < held.first + held.doc.passages.length; id++) {
      const passage = this.passages[id];
      if (passage?.doc !== slot) continue;
      for (const term of new Set(passage.passage.terms)) {
        this.frequency.set(term, (this.frequency.get(term) ?? 1) - 1);
      }
      this.liveCount -= 1;
      this.liveLength -= passage.length;
      this.passages[id] = undefined;
      this.vectors[id] = undefined;
      this.dead += 1;
    }
    if (this.dead > this.passages.length / 4) this.compact();
  }

  has(docId: string): boolean {
    return this.slotOf.has(docId);
  }

  document(id: number): HeldDocument | undefined {
    const held = this.passages[id];
    return held && this.docs[held.doc];
  }

  passage(id: number): DocumentPassage | undefined {
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
  search(query: ReadonlyMap<string, number>, keep: (doc: HeldDocument) => boolean): LexicalHit[] {
    const average = this.liveLength / Math.max(1, this.liveCount);
    const scores = new Map<number, number>();
    const weights = [...query].map(([term, weight]) => [term, this.idf(term) * weight] as const);
    const documents = this.documentScores(query);
    for (const [term, idf] of weights) {
      const list = this.postings.get(term);
      if (!list) continue;
      for (let at = 0; at < list.ids.length; at++) {
        const id = list.ids[at] as number;
        const held = this.passages[id];
        if (!held) continue;
        const tf = list.tfs[at] as number;
        const norm = tf + K1 * (1 - B + (B * held.length) / average);
        scores.set(id, (scores.get(id) ?? 0) + (idf * (tf * (K1 + 1))) / norm);
      }
    }
    const hits: LexicalHit[] = [];
    for (const [id, score] of scores) {
      const doc = this.document(id);
      if (!doc || !keep(doc)) continue;
      const held = this.passages[id];
      let title = 0;
      let heading = 0;
      for (const [term, idf] of weights) {
        if (doc.titleTerms.has(term)) title += idf;
        if (held?.headingTerms.has(term)) heading += idf;
      }
      const whole = documents.get(held?.doc ?? -1) ?? 0;
      hits.push({
        id,
        score: score + TITLE_WEIGHT * title + HEADING_WEIGHT * heading + DOCUMENT_WEIGHT * whole,
      });
    }
    return hits.sort((a, b) => b.score - a.score);
  }

  /*
   * Each note's match as a whole: the idf over notes (how few notes hold the term) of every query
   * term it holds anywhere, or in its title; and the idf over titles of each term its title holds.
   */
  private documentScores(query: ReadonlyMap<string, number>): Map<number, number> {
    const live = this.docs.filter((held) => !held.removed).length;
    const noteIdf = (holders: number) => Math.log(1 + (live - holders + 0.5) / (holders + 0.5));
    const scores = new Map<number, number>();
    const add = (slot: number, score: number) => scores.set(slot, (scores.get(slot) ?? 0) + score);
    for (const [term, weight] of query) {
      const holders = new Set<number>();
      for (const id of this.postings.get(term)?.ids ?? []) {
        const held = this.passages[id];
        if (held) holders.add(held.doc);
      }
      const titled: number[] = [];
      this.docs.forEach((held, slot) => {
        if (!held.removed && held.titleTerms.has(term)) titled.push(slot);
      });
      for (const slot of titled) holders.add(slot);
      for (const slot of holders) add(slot, noteIdf(holders.size) * weight);
      for (const slot of titled) add(slot, TITLE_FIELD_WEIGHT * noteIdf(titled.length) * weight);
    }
    return scores;
  }

  /* Drops removed passages' postings; ids stay (a dead slot is cheap) so no posting is renumbered. */
  private compact(): void {
    for (const [term, list] of this.postings) {
      const ids: number[] = [];
      const tfs: number[] = [];
      list.ids.forEach((id, at) => {
        if (this.passages[id]) {
          ids.push(id);
          tfs.push(list.tfs[at] as number);
        }
      });
      if (ids.length === 0) {
        this.postings.delete(term);
        this.frequency.delete(term);
      } else this.postings.set(term, { ids, tfs });
    }
    this.dead = 0;
  }
}
