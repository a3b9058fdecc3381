import type { StoredPassage, TermRarity } from '../store/search';
import { titleTermsOf } from '../store/write-document';
import { passageTerms } from '../text/terms';

/**
 * How well the best passages hold the question: `covered` (enough of its words to answer from),
 * `near` (a fair share: the closest passages, under a hedge), or `none` (the notes do not cover
 * it: too few of its words, or only its common ones).
 */
export type Coverage = 'covered' | 'near' | 'none';

/*
 * The most distinct words of a question that are searched: its rarest, by how many passages hold
 * them. The cap cuts none of the evaluation's questions (their lengths: decision 22), and a
 * 2,000-character question of 300 words costs what a short one does.
 */
export const QUESTION_TERMS = 12;

/** The question's distinct terms, at most QUESTION_TERMS of them: its rarest, a word no note holds first. */
export function rarestTerms(terms: readonly string[], rarity: TermRarity): string[] {
  const distinct = [...new Set(terms)];
  if (distinct.length <= QUESTION_TERMS) return distinct;
  const weight = (term: string) => rarity.idf(term) || Number.POSITIVE_INFINITY;
  // A stable sort: of equally rare words, the question's first ones stay.
  return [...distinct].sort((a, b) => weight(b) - weight(a)).slice(0, QUESTION_TERMS);
}

/** What decides coverage (coverageOf, judged). */
export interface CoverageRule {
  /** The share of the question's words the best passage holds to be an answer. */
  readonly needed: number;
  /** Below this share the notes do not cover the question; from it to `needed`, the hedge. */
  readonly near: number;
  /** How many words a word no passage holds counts for. */
  readonly unseenWeight: number;
  /** A term held by more than this share of the passages (and `commonFewest`) is common. */
  readonly commonShare: number;
  /** In a class's first few notes every word is in a large share of them: none is common there. */
  readonly commonFewest: number;
}

/*
 * Tuned on the evaluation's tuning half only, with and without the other subjects' documents
 * beside it, and on unanswerable questions of the same kind as the issue's (decision 22, round 6).
 */
export const COVERAGE_RULE: CoverageRule = {
  needed: 0.5,
  near: 0.37,
  unseenWeight: 3,
  commonShare: 0.05,
  commonFewest: 50,
};

/*
 * With Bedrock the model judges whether the passages answer (decision 28): the rule only spares
 * it the questions nothing distinctive of the notes matches, and quotes nothing under a hedge.
 */
export const MODEL_JUDGES: CoverageRule = {
  ...COVERAGE_RULE,
  needed: Number.MIN_VALUE,
  near: Number.MIN_VALUE,
};

/*
 * The idf below which a term is common. TermRarity gives BM25's idf, ln(1 + (n - k + 0.5) / (k + 0.5))
 * for a term in k of n passages, and its most (k = 1), from which n is read back.
 */
function commonIdf(rarity: TermRarity, rule: CoverageRule): number {
  const passages = 1.5 * Math.expm1(rarity.maxIdf) + 0.5;
  const held = Math.max(rule.commonShare * passages, rule.commonFewest);
  return Math.log(1 + (passages - held + 0.5) / (held + 0.5));
}

/*
 * How much of the question a passage holds: the share of the question's own distinct stems found
 * in it (with its heading and note title). A synonym or a feedback term helps ranking, never
 * coverage. A word no passage holds counts three times: a question naming what the notes never
 * mention ("Sistine", "Netlify") is about that. A passage whose only matches are common words
 * ("address", "check", "set") holds nothing of a question that has distinctive ones: "address" in
 * a paragraph about IP addresses does not answer how to check an email address. Weighting each
 * word by its idf separated answerable from unanswerable questions less (decision 22, round 6).
 */
export function coverageOf(
  passage: StoredPassage | undefined,
  terms: readonly string[],
  rarity: TermRarity,
  rule: CoverageRule = COVERAGE_RULE,
): number {
  if (!passage || terms.length === 0) return 0;
  const common = commonIdf(rarity, rule);
  const held = new Set([...passageTerms(passage), ...titleTermsOf(passage)]);
  let found = 0;
  let total = 0;
  // Whether the question has a distinctive word (one no note uses is), and the passage holds one.
  let asksDistinctive = false;
  let holdsDistinctive = false;
  for (const term of terms) {
    const idf = rarity.idf(term);
    const distinctive = idf === 0 || idf >= common;
    asksDistinctive ||= distinctive;
    const weight = idf > 0 ? 1 : rule.unseenWeight;
    total += weight;
    if (!held.has(term)) continue;
    found += weight;
    holdsDistinctive ||= distinctive;
  }
  // A question of common words only ("What is voltage?" in a lab's notes) is judged by its share.
  return asksDistinctive && !holdsDistinctive ? 0 : found / total;
}

/** The judgement on the best passages' coverage. */
export function judged(best: number, rule: CoverageRule = COVERAGE_RULE): Coverage {
  if (best >= rule.needed) return 'covered';
  return best >= rule.near && best > 0 ? 'near' : 'none';
}
