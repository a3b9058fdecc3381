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
import { contentWords, stemOf } from '../text/terms';
import {
  type Coverage,
  type CoverageRule,
  coverageOf,
  judged,
  QUESTION_TERMS,
  rarestTerms,
} from './coverage';
import { feedbackCandidates, feedbackTerms } from './feedback';
import type { Reranked, Reranker } from './rerank';
import type { SemanticProvider } from './semantic';
import { type LiveNotes, removedDocuments } from './standing-notes';

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
  /** What decides whether the notes cover the question: the local provider's rule by default. */
  readonly rule?: CoverageRule;
  /** Which notes still stand: the others' passages are dropped before anything is judged. */
  readonly liveNotes?: LiveNotes;
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

export type { Coverage };

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
/** How many of the first fused passages coverage is judged on. */
export const COVERAGE_DEPTH = 3;
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
export interface FusedHit {
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

/** What one question's search found, before anything is judged or quoted. */
export interface Searched {
  /** The question's own distinct terms that were searched: at most its QUESTION_TERMS rarest. */
  readonly terms: readonly string[];
  /** Every passage found, best first (the asker's class boosted). */
  readonly fused: readonly FusedHit[];
  /** The passages read so far (the feedback's), by id: what else is needed is added to it. */
  readonly read: Map<number, StoredPassage>;
  readonly rarity: TermRarity;
  readonly boost: (hit: PassageHit) => number;
}

/**
 * The search of record 22 in the database (record 28): BM25 over the question's rarest stemmed
 * content words with the note's subject and title, fused by reciprocal rank with the semantic
 * signal and pseudo-relevance feedback; the asker's class first. Undefined for a question of
 * stopwords only. A few statements, whatever the number of notes or the question's length.
 */
export async function searchQuestion(
  query: string,
  options: RankOptions,
  semantic: SemanticProvider,
): Promise<Searched | undefined> {
  const words = contentWords(query);
  let terms = [...new Set(words.map(stemOf))];
  if (terms.length === 0) return undefined;
  // A long question is searched by its rarest words only, their counts read in one statement first.
  if (terms.length > QUESTION_TERMS) terms = rarestTerms(terms, await termRarity(terms));
  const kept = new Set(terms);
  const scope: SearchScope = {
    ownerId: options.asker.userId,
    ...(options.subject === undefined ? {} : { subject: options.subject }),
    ...(options.attachmentDocId === undefined ? {} : { attachmentDocId: options.attachmentDocId }),
  };
  const asked = new Map(terms.map((term) => [term, 1] as const));
  const [lexical, meaning] = await Promise.all([
    searchPassages(asked, scope),
    semantic.rank(
      words.filter((word) => kept.has(stemOf(word))),
      query,
      scope,
    ),
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
  return { terms, fused: fuse(lists, boost), read, rarity, boost };
}

/**
 * The passages that best answer a question (decision 22), searched in the database (decision 28),
 * and whether they cover it, judged on the question's own distinctive words (coverage.ts); then,
 * when the deploy has one, a reranker's order. Another person's attached file is never seen; a
 * subject narrows to its notes.
 */
export async function rankPassages(
  query: string,
  options: RankOptions,
  semantic: SemanticProvider,
  reranker?: Reranker,
): Promise<Ranking> {
  const searched = await searchQuestion(query, options, semantic);
  if (!searched) return NOTHING;
  const { terms, read, rarity, boost } = searched;
  let { fused } = searched;
  const count = options.count ?? 3;
  const removed = options.liveNotes && removedDocuments(options.liveNotes);
  // What coverage, the quotes and a reranker read, in one statement; without the notes removed,
  // so none of theirs is judged to cover the question, and again while that brings others up.
  for (;;) {
    const wanted = [
      ...fused.slice(0, Math.max(COVERAGE_DEPTH, reranker ? RERANK_DEPTH : 0)),
      ...quoted(fused, count),
    ].map((entry) => entry.hit.id);
    for (const [id, passage] of await passagesById(wanted.filter((id) => !read.has(id))))
      read.set(id, passage);
    const gone = removed ? await removed(fused, read) : new Set<number>();
    if (gone.size === 0) break;
    fused = fused.filter(({ hit }) => !gone.has(hit.doc));
  }
  // Judged on the fused order, by the question's own words.
  const best = Math.max(
    0,
    ...fused
      .slice(0, COVERAGE_DEPTH)
      .map(({ hit }) => coverageOf(read.get(hit.id), terms, rarity, options.rule)),
  );
  const coverage = judged(best, options.rule);
  if (coverage === 'none') return NOTHING;
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
  return { passages, coverage: passages.length > 0 ? coverage : 'none' };
}
