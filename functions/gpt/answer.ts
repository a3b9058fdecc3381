import { GPT_MESSAGES } from '../../shared/constants/gpt-messages';
import { citationOf, type Source } from '../../shared/schemas/gpt';
import { bestPassages, type Passage } from './passages';

const QUOTED = 3;

/** What an answer is: its text, and the sources it cites. */
export interface Answer {
  readonly response: string;
  readonly sources: Source[];
}

export const NOTHING_FOUND: Answer = { response: GPT_MESSAGES.nothingFound, sources: [] };

/** The distinct sources of some passages, in their order (a note's page is named once). */
export function sourcesOf(passages: readonly Passage[]): Source[] {
  const sources: Source[] = [];
  for (const passage of passages) {
    if (!sources.some((source) => citationOf(source) === citationOf(passage.source)))
      sources.push(passage.source);
  }
  return sources;
}

/**
 * The local provider (no network): an extractive answer that quotes the passages that best match
 * the question and names where each came from, or says plainly that nothing matched.
 */
export async function localAnswer(query: string, passages: readonly Passage[]): Promise<Answer> {
  const best = bestPassages(query, passages, QUOTED);
  if (best.length === 0) return NOTHING_FOUND;
  const quotes = best.map((passage, n) => `[${n + 1}] “${passage.text}” — ${citationOf(passage.source)}`);
  return { response: ['Here is what your notes say:', ...quotes].join('\n\n'), sources: sourcesOf(best) };
}
