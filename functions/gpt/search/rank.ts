import { comparedText } from '#shared/schemas/text';
import { logger } from '../../lib/logger';
import { isThrottling } from '../../lib/throttling';
import {
  HITS_KEPT,
  type PassageHit,
  passagesById,
  type SearchScope,
  type StoredPassage,
  searchPassages,
  type TermRarity,
  termRarity,
} from '../store/search';
import { titleTermsOf } from '../store/write-document';
import { feedbackCandidates, feedbackTerms } from './feedback';
import type { Reranked, Reranker } from './rerank';
import type { SemanticProvider } from './semantic';
import { contentWords, passageTerms, stemOf } from './terms';

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

/**
 * How well the best passages hold the question: `covered` (they hold enough of its weight to answer
 * from), `near` (they hold some of its distinctive words: the closest passages, under a hedge), or
 * `none` (nothing in the notes matches its distinctive words: the notes do not cover it).
 */
export type Coverage = 'covered' | 'near' | 'none';

export interface Ranking {
  readonly passages: RankedPassage[];
  readonly coverage: Coverage;
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
/*
 * Below this share, nothing in the notes matches the question's distinctive words: the notes do
 * not cover it. Between this and COVERAGE_NEEDED the closest passages are quoted under a hedge.
 * Tuned on the evaluation's tuning half only (decision 28).
 */
export const COVERAGE_NEAR = 0.25;
const COVERAGE_DEPTH = 3;
/*
 * Pseudo-relevance feedback (RM3): the words the three best passages of the lexical and semantic
 * lists share, five at most, join the question at weight 0.3 (the best of them; the others in
 * proportion), and that search is fused as a third list. Tuned on the tuning half only (decision
 * 22, tuning round 4). Whether the notes cover the question is still judged by its own words only.
 */
export const FEEDBACK = { passages: 3, terms: 5, weight: 0.3 } as const;
/*
 * How many of the fused passages a reranker reads (Bedrock's, when configured): the passage holding
 * the fact was 21st to 41st in the fused order for three tuning questions (decision 22, round 5).
 */
const RERANK_DEPTH = 50;

const sameValue = (a: string | undefined, b: string | undefined) =>
  a !== undefined && b !== undefined && comparedText(a) === comparedText(b);

/** A passage in a fused list: its hit (note, place in it) and fused score. */
interface FusedHit {
  readonly hit: PassageHit;
  readonly score: number;
}

/* The lists fused by reciprocal rank, each passage's sum scaled by `boost`, best first. */
function fuse(lists: readonly PassageHit[][], boost: (hit: PassageHit) => number = () => 1): FusedHit[] {
  const fused = new Map<number, { hit: PassageHit; score: number }>();
  for (const list of lists) {
    list.slice(0, FUSED_DEPTH).forEach((hit, rank) => {
      const entry = fused.get(hit.id) ?? { hit, score: 0 };
      entry.score += 1 / (RRF_K + rank + 1);
      fused.set(hit.id, entry);
    });
  }
  return [...fused.values()]
    .map(({ hit, score }) => ({ hit, score: score * boost(hit) }))
    .sort((a, b) => b.score - a.score);
}

/* How much of the question a passage holds: the idf of its words found there, over all of them. */
function coverage(passage: StoredPassage | undefined, terms: readonly string[], rarity: TermRarity): number {
  if (!passage || terms.length === 0) return 0;
  const held = new Set([...passageTerms(passage), ...titleTermsOf(passage)]);
  let found = 0;
  let total = 0;
  for (const term of terms) {
    // A word no passage has weighs the most: a question about it is not answered here.
    const weight = rarity.idf(term) || rarity.maxIdf;
    total += weight;
    if (held.has(term)) found += weight;
  }
  return total === 0 ? 0 : found / total;
}

/*
 * The passages an answer quotes: the best ones, but not one next to a passage already chosen.
 * Neighbours share a sentence (the splitter's overlap) and mostly their subject, so the second
 * would spend one of the few quotes on what the first already says (decision 22, tuning round 3).
 */
function quoted(fused: readonly FusedHit[], count: number): FusedHit[] {
  const chosen: FusedHit[] = [];
  const beside = (a: PassageHit, b: PassageHit) => a.doc === b.doc && Math.abs(a.ord - b.ord) === 1;
  for (const entry of fused) {
    if (chosen.length >= count) break;
    if (!chosen.some((taken) => beside(taken.hit, entry.hit))) chosen.push(entry);
  }
  // Too few places apart (a short note): neighbours are quoted rather than nothing.
  for (const entry of fused.slice(0, count))
    if (chosen.length < count && !chosen.includes(entry)) chosen.push(entry);
  return chosen;
}

/*
 * The reranker's order for the best fused passages (each read with its note's title and heading),
 * the asker's class still first among comparable ones; the rest keep their places after them.
 * Reranking is optional: a failure other than throttling is logged and the fused order answers.
 */
async function reranked(
  query: string,
  fused: readonly FusedHit[],
  read: ReadonlyMap<number, StoredPassage>,
  reranker: Reranker,
  boost: (hit: PassageHit) => number,
): Promise<FusedHit[]> {
  const candidates = fused.slice(0, RERANK_DEPTH);
  const documents = candidates.map(({ hit }) => {
    const passage = read.get(hit.id);
    return [passage?.title, passage?.heading, passage?.text].filter(Boolean).join('\n');
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
    const entry = candidates[at];
    return entry ? [{ hit: entry.hit, score: score * boost(entry.hit) }] : [];
  });
  judged.sort((a, b) => b.score - a.score);
  const seen = new Set(judged.map((entry) => entry.hit.id));
  return [...judged, ...candidates.filter((entry) => !seen.has(entry.hit.id)), ...fused.slice(RERANK_DEPTH)];
}

const NOTHING: Ranking = { passages: [], coverage: 'none' };

/**
 * The passages that best answer a question (decision 22), searched in the database (decision 28):
 * BM25 over stemmed content words with the note's subject and title, fused by reciprocal rank with
 * the semantic signal and pseudo-relevance feedback; the asker's class first; then, when the
 * deploy has one, a reranker's order. Another person's attached file is never seen; a subject
 * narrows to its notes. A few statements, whatever the number of notes.
 */
export async function rankPassages(
  query: string,
  options: RankOptions,
  semantic: SemanticProvider,
  reranker?: Reranker,
): Promise<Ranking> {
  const words = contentWords(query);
  const terms = [...new Set(words.map(stemOf))];
  if (terms.length === 0) return NOTHING;
  const scope: SearchScope = {
    ownerId: options.asker.userId,
    ...(options.subject === undefined ? {} : { subject: options.subject }),
    ...(options.attachmentDocId === undefined ? {} : { attachmentDocId: options.attachmentDocId }),
  };
  const asked = new Map(terms.map((term) => [term, 1] as const));
  const [lexical, meaning] = await Promise.all([
    searchPassages(asked, scope),
    semantic.rank(words, query, scope),
  ]);
  // The question again, with the words its best passages share (pseudo-relevance feedback).
  const first = fuse([lexical, meaning]).slice(0, FEEDBACK.passages);
  const read = new Map(await passagesById(first.map((entry) => entry.hit.id)));
  const top = first.flatMap(({ hit, score }) => {
    const passage = read.get(hit.id);
    return passage ? [{ passage, score }] : [];
  });
  const rarity = await termRarity([...terms, ...feedbackCandidates(top)]);
  const extra = feedbackTerms(top, terms, rarity, FEEDBACK);
  const lists = [lexical, meaning];
  if (extra.size > 0) lists.push(await searchPassages(new Map([...asked, ...extra]), scope));
  const boost = (hit: PassageHit) =>
    sameValue(hit.branch, options.asker.branch) && sameValue(hit.year, options.asker.year)
      ? OWN_CLASS_BOOST
      : 1;
  const fused = fuse(lists, boost);
  const count = options.count ?? 3;
  // What coverage, the quotes and a reranker read, in one statement.
  const wanted = [
    ...fused.slice(0, Math.max(COVERAGE_DEPTH, reranker ? RERANK_DEPTH : 0)),
    ...quoted(fused, count),
  ].map((entry) => entry.hit.id);
  for (const [id, passage] of await passagesById(wanted.filter((id) => !read.has(id)))) read.set(id, passage);
  // Judged on the fused order, by the question's own words (decision 22).
  const best = Math.max(
    0,
    ...fused.slice(0, COVERAGE_DEPTH).map(({ hit }) => coverage(read.get(hit.id), terms, rarity)),
  );
  const judged: Coverage = best >= COVERAGE_NEEDED ? 'covered' : best >= COVERAGE_NEAR ? 'near' : 'none';
  if (judged === 'none') return NOTHING;
  const ordered = reranker ? await reranked(query, fused, read, reranker, boost) : fused;
  const passages = quoted(ordered, count).flatMap(({ hit }): RankedPassage[] => {
    const passage = read.get(hit.id);
    if (!passage) return [];
    return [
      {
        text: passage.text,
        docId: passage.docId,
        title: passage.title,
        ...(passage.page === undefined ? {} : { page: passage.page }),
        ...(passage.heading === undefined ? {} : { heading: passage.heading }),
        ...(passage.noteId === undefined ? {} : { noteId: passage.noteId }),
      },
    ];
  });
  return { passages, coverage: passages.length > 0 ? judged : 'none' };
}
