import type { StoredPassage, TermRarity } from '../store/search';
import { passageTerms } from '../text/terms';
import { countsOf } from './counts';

/** How the question is expanded from the passages a first search found. */
export interface FeedbackOptions {
  /** How many of the first search's best passages are read. */
  readonly passages: number;
  /** How many new terms join the question. */
  readonly terms: number;
  /** The weight of the best new term (the question's own terms weigh 1); the others in proportion. */
  readonly weight: number;
}

/** A passage of the first search, with its score there. */
export interface ScoredPassage {
  readonly passage: StoredPassage;
  readonly score: number;
}

/** The terms of the passages feedback reads, to look their rarity up with the question's. */
export const feedbackCandidates = (top: readonly ScoredPassage[]): string[] => [
  ...new Set(top.flatMap(({ passage }) => passageTerms(passage))),
];

/**
 * Pseudo-relevance feedback (RM3, Lavrenko and Croft; Abdul-Jaleel et al.): the best passages of a
 * first search are taken as relevant, and the words they share become part of the question. Each
 * term of those passages is weighted by the passage's share of their scores, its frequency in the
 * passage (over the passage's length) and its idf; the best new terms are returned, the best at
 * `weight`, the others in proportion. The question's own terms are never among them, so the
 * question weighs what it weighed.
 */
export function feedbackTerms(
  top: readonly ScoredPassage[],
  question: readonly string[],
  rarity: TermRarity,
  options: FeedbackOptions,
): Map<string, number> {
  const read = top.slice(0, options.passages).filter((hit) => hit.score > 0);
  const total = read.reduce((sum, hit) => sum + hit.score, 0);
  const asked = new Set(question);
  const weights = new Map<string, number>();
  for (const { passage, score } of read) {
    const terms = passageTerms(passage);
    if (terms.length === 0) continue;
    const share = score / total;
    for (const [term, tf] of countsOf(terms)) {
      // Numbers and single letters say little of a subject away from their passage.
      if (asked.has(term) || term.length < 2 || /^\d+$/.test(term)) continue;
      const weight = share * (tf / terms.length) * rarity.idf(term);
      weights.set(term, (weights.get(term) ?? 0) + weight);
    }
  }
  const best = [...weights].sort((a, b) => b[1] - a[1]).slice(0, options.terms);
  const highest = best[0]?.[1] ?? 0;
  if (highest <= 0) return new Map();
  return new Map(best.map(([term, weight]) => [term, (options.weight * weight) / highest]));
}
