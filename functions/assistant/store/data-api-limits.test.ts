import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type BedrockStandIn, startBedrockStandIn } from '../../../tests/support/bedrock-stand-in';
import { type DataApiCallRecord, dataApiCallsDuring } from '../../../tests/support/data-api-calls';
import { useSearchDatabase } from '../../../tests/support/search-database';
import { query } from '../../lib/search-database';
import { indexablePassages } from '../ingest/passages';
import type { SplitPassage } from '../ingest/split';
import {
  DATA_API_REQUEST_LIMIT,
  DATA_API_RESPONSE_LIMIT,
  REQUEST_BUDGET,
  RESPONSE_BUDGET,
  VECTOR_DIMENSIONS,
} from './data-api-limits';
import { cachedEmbeddings, cacheEmbeddings } from './embedding-cache';
import { saveDocument } from './write-document';

const PASSAGES = 2_600;
const MODEL = 'amazon.titan-embed-text-v2:0';

/* Made-up words (consonant, vowel, ...), so each passage has terms of its own, and its own vector. */
const wordOf = (n: number) =>
  Array.from(
    { length: 3 },
    (_, at) => 'bdfgklmnprstvz'.charAt(Math.floor(n / 14 ** at) % 14) + 'aeiou'.charAt((n + at) % 5),
  ).join('');
const passageOf = (n: number): SplitPassage => ({
  text: `Section ${n}. ${Array.from({ length: 12 }, (_, at) => wordOf(n * 13 + at * 97)).join(' ')}.`,
  page: 1 + Math.floor(n / 5),
});

/* Each call within AWS's limits, and within what the store aims at (half and a quarter of them). */
function expectWithinLimits(calls: readonly DataApiCallRecord[]) {
  const largest = (bytes: (call: DataApiCallRecord) => number) => Math.max(...calls.map(bytes));
  expect(largest((call) => call.responseBytes)).toBeLessThanOrEqual(RESPONSE_BUDGET);
  expect(largest((call) => call.requestBytes)).toBeLessThanOrEqual(REQUEST_BUDGET);
  expect(RESPONSE_BUDGET).toBeLessThan(DATA_API_RESPONSE_LIMIT);
  expect(REQUEST_BUDGET).toBeLessThan(DATA_API_REQUEST_LIMIT);
}

const readsOfCache = (calls: readonly DataApiCallRecord[]) =>
  calls.filter((call) => /FROM embedding_cache/.test(call.input.sql ?? ''));
const total = (calls: readonly DataApiCallRecord[]) =>
  calls.reduce((sum, call) => sum + call.responseBytes, 0);

/* 2,600 embedding calls to the Bedrock stand-in and two writes of the note: its time is in decision 40. */
describe("a long note's vectors within the Data API's limits", { timeout: 240_000 }, () => {
  useSearchDatabase();
  let bedrock: BedrockStandIn;
  beforeAll(async () => {
    bedrock = await startBedrockStandIn();
    vi.stubEnv('GPT_PROVIDER', 'bedrock');
    vi.stubEnv('GPT_EMBEDDING_MODEL_ID', MODEL);
    vi.stubEnv('AWS_ENDPOINT_URL_BEDROCK_RUNTIME', bedrock.url);
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await bedrock.stop();
  });

  it('indexes a note of 2,600 passages, then again from the cached vectors', async () => {
    const split = Array.from({ length: PASSAGES }, (_, n) => passageOf(n));
    const ingest = async () =>
      saveDocument({
        docId: 'note:long',
        noteId: 'long',
        title: 'Petrology, Unit 1 (petrology.pdf)',
        subject: 'Petrology',
        passages: await indexablePassages(split),
      });
    const first = await dataApiCallsDuring(async () => expect(await ingest()).toBe('indexed'));
    expect(bedrock.embeddings).toHaveLength(PASSAGES);
    expectWithinLimits(first);

    // Again (a retry, a redelivered message): every vector comes from the cache, no model call.
    const again = await dataApiCallsDuring(async () => expect(await ingest()).toBe('indexed'));
    expect(bedrock.embeddings).toHaveLength(PASSAGES);
    expectWithinLimits(again);
    // More than one response could hold, read in several.
    expect(total(readsOfCache(again))).toBeGreaterThan(DATA_API_RESPONSE_LIMIT);

    const [stored] = await query<{ n: number }>(
      'SELECT count(*)::int AS n FROM passages WHERE embedding IS NOT NULL',
    );
    expect(stored?.n).toBe(PASSAGES);
  });

  it('reads and writes dense vectors, as Titan makes them, within the limits', async () => {
    // Titan's vectors are dense: every element a float printed with all its digits.
    const dense = (n: number) =>
      Array.from({ length: VECTOR_DIMENSIONS }, (_, at) => Math.sin(n * 7919 + at * 104_729) / 16);
    const made = new Map(Array.from({ length: PASSAGES }, (_, n) => [`dense passage ${n}`, dense(n)]));
    const calls = await dataApiCallsDuring(async () => {
      await cacheEmbeddings(MODEL, made);
      const read = await cachedEmbeddings(MODEL, [...made.keys()]);
      expect(read.size).toBe(PASSAGES);
      expect(read.get('dense passage 7')?.[3]).toBeCloseTo(dense(7)[3] ?? Number.NaN, 6);
      const passages = [...made].slice(0, 600).map(([text, vector]) => ({ text, terms: ['dens'], vector }));
      expect(await saveDocument({ docId: 'note:dense', title: 'Dense (dense.pdf)', passages })).toBe(
        'indexed',
      );
    });
    expect(total(readsOfCache(calls))).toBeGreaterThan(2 * DATA_API_RESPONSE_LIMIT);
    expectWithinLimits(calls);
  });
});
