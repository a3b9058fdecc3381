import { GPT_MESSAGES } from '../../shared/constants/gpt-messages';
import { citationOf, type Source } from '../../shared/schemas/gpt';
import { bestPassages, type Passage } from './passages';

const QUOTED = 3;

/**
 * The local provider (no network): an extractive answer that quotes the passages that best match
 * the question and names where each came from, or says plainly that nothing matched.
 */
export function localAnswer(
  query: string,
  passages: readonly Passage[],
): { response: string; sources: Source[] } {
  const best = bestPassages(query, passages, QUOTED);
  if (best.length === 0) return { response: GPT_MESSAGES.nothingFound, sources: [] };
  const quotes = best.map((passage, n) => `[${n + 1}] “${passage.text}” — ${citationOf(passage.source)}`);
  const sources: Source[] = [];
  for (const passage of best) {
    if (!sources.some((source) => citationOf(source) === citationOf(passage.source)))
      sources.push(passage.source);
  }
  return { response: ['Here is what your notes say:', ...quotes].join('\n\n'), sources };
}
