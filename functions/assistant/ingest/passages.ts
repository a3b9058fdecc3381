import { semanticProvider } from '../search/semantic';
import type { DocumentPassage } from '../store/search-document';
import { passageTerms } from '../text/terms';
import type { SplitPassage } from './split';

/**
 * Adds what ranking needs to each passage, once, at ingestion: its stemmed content terms (heading
 * and text), and the semantic provider's vector when that provider embeds passages.
 */
export async function indexablePassages(passages: readonly SplitPassage[]): Promise<DocumentPassage[]> {
  const vectors = await semanticProvider().embedPassages(passages.map((passage) => passage.text));
  return passages.map((passage, index) => {
    const vector = vectors?.[index];
    return {
      ...passage,
      terms: passageTerms(passage),
      ...(vector ? { vector } : {}),
    };
  });
}
