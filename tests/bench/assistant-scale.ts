import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PDFDocument } from 'pdf-lib';
import { saveDocument } from '../../functions/gpt/index-store/store';
import { extractPages } from '../../functions/gpt/ingest/extract';
import { indexablePassages } from '../../functions/gpt/ingest/passages';
import { splitDocument } from '../../functions/gpt/ingest/split';
import type { DocumentPassage, SearchDocument } from '../../functions/gpt/search/documents';
import { noteDocId } from '../../functions/gpt/search/documents';
import { PROJECT_ROOT } from '../../infra/definitions/functions';

const run = promisify(execFile);
const DOCUMENTS = join(PROJECT_ROOT, 'tests/bench/assistant-eval/documents');
const BRANCHES = ['Computer', 'IT', 'Electronics', 'Mechanical', 'Civil', 'Electrical'];
const YEARS = ['FE', 'SE', 'TE', 'BE'];
const SUBJECTS = Array.from({ length: 40 }, (_, n) => `Subject ${n + 1}`);
const PASSAGES_PER_NOTE = 50;
const WRITES_AT_ONCE = 32;

/* Every passage of the public corpus, with its terms: the real text the 2,000 notes are cut from. */
async function passagePool(): Promise<DocumentPassage[]> {
  const pool: DocumentPassage[] = [];
  for (const file of [
    'R-intro.pdf',
    'gnuplot.pdf',
    'ngspice.pdf',
    'debian-reference.en.pdf',
    'git-user-manual.txt',
  ]) {
    const type = file.endsWith('.pdf') ? 'application/pdf' : 'text/plain';
    const pages = (await extractPages(new Uint8Array(readFileSync(join(DOCUMENTS, file))), type)) ?? [];
    pool.push(...(await indexablePassages(splitDocument(pages))));
  }
  return pool;
}

/**
 * Seeds `count` notes of about 50 passages each, cut from the pool at spread offsets, with a
 * college's spread of subjects, branches and years, through the index store ingestion writes with.
 */
export async function seedNotes(count: number): Promise<{ passages: number; ms: number }> {
  const pool = await passagePool();
  const started = Date.now();
  let passages = 0;
  for (let at = 0; at < count; at += WRITES_AT_ONCE) {
    const batch = Array.from({ length: Math.min(WRITES_AT_ONCE, count - at) }, (_, k): SearchDocument => {
      const n = at + k;
      const first = (n * 997) % Math.max(1, pool.length - PASSAGES_PER_NOTE);
      const noteId = randomUUID();
      return {
        docId: noteDocId(noteId),
        noteId,
        title: `${SUBJECTS[n % SUBJECTS.length]}, Unit ${(n % 5) + 1} (notes-${n}.pdf)`,
        subject: SUBJECTS[n % SUBJECTS.length],
        branch: BRANCHES[n % BRANCHES.length],
        year: YEARS[n % YEARS.length],
        passages: pool.slice(first, first + PASSAGES_PER_NOTE),
      };
    });
    passages += batch.reduce((sum, doc) => sum + doc.passages.length, 0);
    await Promise.all(batch.map(saveDocument));
  }
  return { passages, ms: Date.now() - started };
}

/*
 * Runs a bench script in a child process of its own, so its time and peak memory are its alone (as
 * a Lambda's are) while the emulators keep serving from this process: asynchronously, since a
 * blocked parent could not answer the child's reads. Gives the JSON line it printed last.
 */
async function inChild<T>(script: string, ...args: string[]): Promise<T> {
  const { stdout } = await run(
    process.execPath,
    [
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] : []),
      '--import',
      'tsx',
      join(PROJECT_ROOT, script),
      ...args,
    ],
    {
      encoding: 'utf8',
      cwd: PROJECT_ROOT,
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as T;
}

/** The index's scheduled upkeep after the seeding: every note's passages into the snapshot's shards. */
export const snapshotBuild = () =>
  inChild<{ changes: number; shardsWritten: number; ms: number; peakMb: number }>(
    'tests/bench/build-snapshot.ts',
  );

/** A cold worker's first answer: it loads the snapshot and what changed since, then answers. */
export const coldWorker = () =>
  inChild<{ firstAnswerMs: number; peakMb: number }>('tests/bench/cold-worker.ts');

/* Three public manuals joined (pdf-lib copies their pages): over 500 pages, in a temporary folder. */
async function joinedManuals(): Promise<string> {
  const joined = await PDFDocument.create();
  for (const file of ['R-intro.pdf', 'asymptote.pdf', 'gnuplot.pdf']) {
    const manual = await PDFDocument.load(readFileSync(join(DOCUMENTS, file)));
    for (const page of await joined.copyPages(manual, manual.getPageIndices())) joined.addPage(page);
  }
  const pdf = join(tmpdir(), `bench-500-pages-${process.pid}.pdf`);
  writeFileSync(pdf, await joined.save());
  return pdf;
}

/** Ingestion of a 500-page PDF: what the ingest function does, its time and peak memory. */
export async function ingest500Pages(): Promise<{
  pages: number;
  ms: number;
  peakMb: number;
  passages: number;
}> {
  return inChild('tests/bench/ingest-file.ts', await joinedManuals());
}
