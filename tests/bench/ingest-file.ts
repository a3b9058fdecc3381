import { readFileSync } from 'node:fs';
import { extractPages } from '../../functions/gpt/ingest/extract';
import { indexablePassages } from '../../functions/gpt/ingest/passages';
import { splitDocument } from '../../functions/gpt/ingest/split';

/*
 * What the ingest function does to one PDF, alone in this process (the bench runs it as a child):
 * extract, split, terms. Prints its pages, passages, time and peak resident memory as JSON.
 */
const started = Date.now();
const pages =
  (await extractPages(new Uint8Array(readFileSync(process.argv[2] ?? '')), 'application/pdf')) ?? [];
const passages = await indexablePassages(splitDocument(pages));
const peakMb = process.resourceUsage().maxRSS / 1024;
console.log(
  JSON.stringify({ pages: pages.length, passages: passages.length, ms: Date.now() - started, peakMb }),
);
