import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { extractPages } from '../functions/assistant/ingest/extract';
import { indexablePassages } from '../functions/assistant/ingest/passages';
import { splitDocument } from '../functions/assistant/ingest/split';
import { noteDocId } from '../functions/assistant/store/search-document';
import { saveDocument } from '../functions/assistant/store/write-document';
import { peakResidentMb } from './peak-memory';
import { say } from './report';

/*
 * What the ingest function does to one PDF note, alone in this process (the bench runs it as a
 * child, with the test stack's environment): extract, split, terms, then its passages written to
 * the search database in one transaction (saveDocument). Prints its pages, passages, times and
 * peak resident memory as JSON, then exits (the SDK's kept-alive sockets would hold it open).
 */
const started = performance.now();
const pages =
  (await extractPages(new Uint8Array(readFileSync(process.argv[2] ?? '')), 'application/pdf')) ?? [];
const passages = await indexablePassages(splitDocument(pages));
const read = performance.now();
const noteId = randomUUID();
const outcome = await saveDocument({
  docId: noteDocId(noteId),
  noteId,
  title: 'Bench Manuals, Unit 1 (joined-manuals.pdf)',
  subject: 'Bench Manuals',
  branch: 'Computer',
  year: 'SE',
  passages,
});
if (outcome !== 'indexed') throw new Error(`The joined manuals were not indexed: ${outcome}`);
const done = performance.now();
const peakMb = peakResidentMb();
say(
  JSON.stringify({
    pages: pages.length,
    passages: passages.length,
    readMs: read - started,
    writeMs: done - read,
    ms: done - started,
    peakMb,
  }),
);
process.exit(0);
