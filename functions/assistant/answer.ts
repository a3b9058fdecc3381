import { GPT_MESSAGES } from '#shared/constants/gpt-messages';
import { citationOf, type Source } from '#shared/schemas/gpt';
import type { RankedPassage, Ranking } from './search/rank';

/** What an answer is: its text, and the sources it cites. */
export interface Answer {
  readonly response: string;
  readonly sources: Source[];
}

/** The one-sentence answer when the notes do not cover the question: it cites nothing. */
export const NOT_IN_NOTES: Answer = { response: GPT_MESSAGES.nothingFound, sources: [] };

export const sourceOf = (passage: RankedPassage): Source => ({
  title: passage.title,
  ...(passage.noteId ? { noteId: passage.noteId } : {}),
  ...(passage.page === undefined ? {} : { page: passage.page }),
});

/** The distinct sources of some passages, in their order (a note's page is named once). */
export function sourcesOf(passages: readonly RankedPassage[]): Source[] {
  const sources: Source[] = [];
  for (const source of passages.map(sourceOf)) {
    if (!sources.some((known) => citationOf(known) === citationOf(source))) sources.push(source);
  }
  return sources;
}

/**
 * The local provider (no network): an extractive answer that quotes the best passages and names
 * where each came from. Whether they answer is judged on the question's own words
 * (search/coverage.ts): it refuses when only synonyms or common words of the question match, and
 * quotes passages holding a fair share of its words under a plain hedge (decision 22, round 6).
 */
export async function localAnswer(_query: string, ranking: Ranking): Promise<Answer> {
  if (ranking.coverage === 'none' || ranking.passages.length === 0) return NOT_IN_NOTES;
  const quotes = ranking.passages.map(
    (passage, n) => `[${n + 1}] “${passage.text}” — ${citationOf(sourceOf(passage))}`,
  );
  const heading = ranking.coverage === 'covered' ? 'Here is what your notes say:' : GPT_MESSAGES.mayNotAnswer;
  return { response: [heading, ...quotes].join('\n\n'), sources: sourcesOf(ranking.passages) };
}
