import { logger } from '../../lib/logger';
import { isThrottling } from '../../lib/throttling';
import { feedbackTerms } from './feedback';
import { type HeldDocument, HITS_KEPT, type LexicalHit, type PassageIndex } from './passage-index';
import type { Reranked, Reranker } from './rerank';
import type { SemanticProvider } from './semantic';
import { contentWords, stemOf } from './terms';

/** Who asks: their own class's notes rank first among comparable passages. */
export interface Asker {
  readonly userId: string;
  readonly branch?: string;
  readonly year?: string;
}

export interface RankOptions {
  readonly asker: Asker;
  /** Only the notes of this subject (and the question's own file). */
  readonly subject?: string;
  /** The question's attached file, searched with the notes, only for its owner. */
  readonly attachmentDocId?: string;
  readonly count?: number;
}

/** A passage chosen to answer, with what an answer cites of it. */
export interface RankedPassage {
  readonly text: string;
  readonly page?: number;
  readonly heading?: string;
  readonly docId: string;
  readonly title: string;
  readonly noteId?: string;
}

export interface Ranking {
  readonly passages: RankedPassage[];
  /** Whether the best passage covers the question's content words well enough to answer from. */
  readonly covered: boolean;
}

/* Reciprocal rank fusion's constant (Cormack et al.): rank 1 and rank 5 differ, but not wildly. */
const RRF_K = 60;
/* Each list's hits that fusion reads: as many as a search gives. */
const FUSED_DEPTH = HITS_KEPT;
/* Comparable passages: a note of the asker's class outranks one a few places above it. */
const OWN_CLASS_BOOST = 1.1;
/*
 * The share of the question’s weight (idf-weighted content words) the best passages must hold,
 * with their heading and note title, to be an answer rather than a near miss. Tuned on the
 * evaluation's tuning half only (decision 22).
 */
export const COVERAGE_NEEDED = 0.4;
const COVERAGE_DEPTH = 3;
/*
 * Pseudo-relevance feedback (RM3): the words the three best passages of the lexical and semantic
 * lists share, five at most, join the question at weight 0.3 (the best of them; the others in
 * proportion), and that search is fused as a third list. A student's words and a manual's differ
 * ("a series … in equal steps"); the passages the question finds first name the manual's. Reading
 * more passages (4, 5, 10) brings in other notes' words; 2 adds too little. Tuned on the tuning
 * half only (decision 22, tuning round 4): 5 to 40 terms and weights 0.2 to 0.3 measured alike,
 * and 5 terms cost least (the second search reads their postings). Whether the notes cover the
 * question is still judged by its own words only.
 */
const FEEDBACK = { passages: 3, terms: 5, weight: 0.3 } as const;
/*
 * How many of the fused passages a reranker reads (Bedrock's, when configured). On the tuning half,
 * where the right note was cited but its quotes missed the fact, the passage holding it was 5th
 * or 9th in the fused order for two questions and 21st to 41st for three (decision 22, round 5):
 * 50 reaches them in one call (Rerank takes up to 1,000 sources).
 */
const RERANK_DEPTH = 50;

const sameValue = (a: string | undefined, b: string | undefined) =>
  a !== undefined &&
  b !== undefined &&
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

interface FusedHit {
  readonly id: number;
  readonly score: number;
}

/* The lists fused by reciprocal rank, each passage's sum scaled by `boost`, best first. */
function fuse(lists: readonly LexicalHit[][], boost: (id: number) => number = () => 1): FusedHit[] {
  const fused = new Map<number, number>();
  for (const list of lists) {
    list.slice(0, FUSED_DEPTH).forEach((hit, rank) => {
      fused.set(hit.id, (fused.get(hit.id) ?? 0) + 1 / (RRF_K + rank + 1));
    });
  }
  return [...fused]
    .map(([id, score]) => ({ id, score: score * boost(id) }))
    .sort((a, b) => b.score - a.score);
}

/* How much of the question a passage holds: the idf of its words found there, over all of them. */
function coverage(index: PassageIndex, id: number, terms: readonly string[]): number {
  const passage = index.passage(id);
  const doc = index.document(id);
  if (!passage || !doc || terms.length === 0) return 0;
  let found = 0;
  let total = 0;
  for (const term of terms) {
    // A word no passage has weighs the most: a question about it is not answered here.
    const weight = index.idf(term) || index.maxIdf();
    total += weight;
    if (index.passageHas(id, term) || doc.titleTerms.has(term)) found += weight;
  }
  return total === 0 ? 0 : found / total;
}

/*
 * The passages an answer quotes: the best ones, but not one next to a passage already chosen.
 * Neighbours share a sentence (the splitter's overlap) and mostly their subject, so the second
 * would spend one of the few quotes on what the first already says; the next best place in the
 * notes may hold the fact instead (decision 22, tuning round 3). The first passage is always the
 * best, so the note cited first does not change.
 */
function quoted(index: PassageIndex, fused: readonly FusedHit[], count: number): FusedHit[] {
  const chosen: FusedHit[] = [];
  const beside = (a: number, b: number) => Math.abs(a - b) === 1 && index.document(a) === index.document(b);
  for (const hit of fused) {
    if (chosen.length >= count) break;
    if (!chosen.some((taken) => beside(taken.id, hit.id))) chosen.push(hit);
  }
  // Too few places apart (a short note): neighbours are quoted rather than nothing.
  for (const hit of fused.slice(0, count))
    if (chosen.length < count && !chosen.includes(hit)) chosen.push(hit);
  return chosen;
}

/*
 * The reranker's order for the best fused passages (each read with its note's title and heading),
 * the asker's class still first among comparable ones; the rest keep their places after them.
 * Reranking is optional: a reranker that fails for another reason than throttling (access not
 * yet granted in the account, say) is logged and the fused order answers; throttling is waited
 * out by the worker, as the answer model's is.
 */
async function reranked(
  index: PassageIndex,
  query: string,
  fused: readonly FusedHit[],
  reranker: Reranker,
  boost: (id: number) => number,
): Promise<FusedHit[]> {
  const candidates = fused.slice(0, RERANK_DEPTH);
  const documents = candidates.map(({ id }) => {
    const passage = index.passage(id);
    return [index.document(id)?.doc.title, passage?.heading, passage?.text].filter(Boolean).join('\n');
  });
  let scores: Reranked[];
  try {
    scores = await reranker.rerank(query, documents);
  } catch (error) {
    if (isThrottling(error)) throw error;
    logger.error('Reranking failed; the fused order answers', { error });
    return [...fused];
  }
  const judged = scores.flatMap(({ index: at, score }) => {
    const hit = candidates[at];
    return hit ? [{ id: hit.id, score: score * boost(hit.id) }] : [];
  });
  judged.sort((a, b) => b.score - a.score);
  const seen = new Set(judged.map((hit) => hit.id));
  return [...judged, ...candidates.filter((hit) => !seen.has(hit.id)), ...fused.slice(RERANK_DEPTH)];
}

/**
 * The passages that best answer a question (decision 22): BM25 over stemmed content words with the
 * note's subject and title, fused by reciprocal rank with the semantic signal; then the asker's
 * class first; then, when the deploy has one, a reranker's order for the best of them. Another
 * person's attached file is never seen; a subject narrows to its notes.
 */
export async function rankPassages(
  index: PassageIndex,
  query: string,
  options: RankOptions,
  semantic: SemanticProvider,
  reranker?: Reranker,
): Promise<Ranking> {
  const words = contentWords(query);
  const terms = [...new Set(words.map(stemOf))];
  if (terms.length === 0) return { passages: [], covered: false };
  const keep = (held: HeldDocument) => {
    if (held.doc.ownerId !== undefined) {
      return held.doc.ownerId === options.asker.userId && held.doc.docId === options.attachmentDocId;
    }
    return !options.subject || sameValue(held.doc.subject, options.subject);
  };
  const lexical = index.search(new Map(terms.map((term) => [term, 1])), keep);
  const meaning = await semantic.rank(words, query, index, keep);
  // The question again, with the words its best passages share (pseudo-relevance feedback).
  const first = fuse([lexical, meaning]);
  const extra = feedbackTerms(index, first, terms, FEEDBACK);
  const lists = [lexical, meaning];
  if (extra.size > 0)
    lists.push(index.search(new Map([...terms.map((term) => [term, 1] as const), ...extra]), keep));
  const boost = (id: number) => {
    const doc = index.document(id)?.doc;
    const own = sameValue(doc?.branch, options.asker.branch) && sameValue(doc?.year, options.asker.year);
    return own ? OWN_CLASS_BOOST : 1;
  };
  const fused = fuse(lists, boost);
  // Judged on the fused order, as tuned: a reranker reorders, it does not decide coverage, and is
  // not asked at all when the answer will say the notes do not cover the question.
  const covered = fused
    .slice(0, COVERAGE_DEPTH)
    .some((hit) => coverage(index, hit.id, terms) >= COVERAGE_NEEDED);
  const ordered = reranker && covered ? await reranked(index, query, fused, reranker, boost) : fused;
  const best = quoted(index, ordered, options.count ?? 3);
  const passages = best.flatMap(({ id }): RankedPassage[] => {
    const passage = index.passage(id);
    const doc = index.document(id)?.doc;
    if (!passage || !doc) return [];
    return [
      {
        text: passage.text,
        page: passage.page,
        heading: passage.heading,
        docId: doc.docId,
        title: doc.title,
        noteId: doc.noteId,
      },
    ];
  });
  return { passages, covered };
}
