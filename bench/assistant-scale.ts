import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { PDFDocument } from 'pdf-lib';
import { extractPages } from '../functions/assistant/ingest/extract';
import { indexablePassages } from '../functions/assistant/ingest/passages';
import { splitDocument } from '../functions/assistant/ingest/split';
import type { DocumentPassage, SearchDocument } from '../functions/assistant/store/search-document';
import { noteDocId } from '../functions/assistant/store/search-document';
import { saveDocument } from '../functions/assistant/store/write-document';
import { dynamo } from '../functions/lib/clients/dynamo';
import { tableName } from '../functions/lib/env';
import { PROJECT_ROOT } from '../infra/definitions/functions';
import { madeAccount, tokenOf } from '../tests/support/made-accounts';

const run = promisify(execFile);
const EVAL = join(PROJECT_ROOT, 'bench/assistant-eval');
const DOCUMENTS = join(EVAL, 'documents');
const BRANCHES = ['Computer', 'IT', 'Electronics', 'Mechanical', 'Civil', 'Electrical'];
const YEARS = ['FE', 'SE', 'TE', 'BE'];
const SUBJECTS = Array.from({ length: 40 }, (_, n) => `Subject ${n + 1}`);
const PASSAGES_PER_NOTE = 50;

/* Every passage of the public manuals the evaluation uses, with its terms: the text notes are cut from. */
let pooled: Promise<DocumentPassage[]> | undefined;
const passagePool = () => {
  pooled ??= readPool();
  return pooled;
};

async function readPool(): Promise<DocumentPassage[]> {
  const pool: DocumentPassage[] = [];
  // pdf.js warns of each Type3 font glyph it cannot draw: noise for text extraction.
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (!(typeof args[0] === 'string' && args[0].startsWith('Warning: '))) warn(...args);
  };
  try {
    for (const file of readdirSync(DOCUMENTS).sort()) {
      const type = file.endsWith('.pdf') ? 'application/pdf' : 'text/plain';
      const pages = (await extractPages(new Uint8Array(readFileSync(join(DOCUMENTS, file))), type)) ?? [];
      pool.push(...(await indexablePassages(splitDocument(pages))));
    }
  } finally {
    console.warn = warn;
  }
  return pool;
}

export interface Seeded {
  readonly notes: number;
  readonly passages: number;
  /** The distinct passages the notes were cut from (each repeats in about passages / pool notes). */
  readonly pool: number;
  readonly ms: number;
}

/**
 * Seeds `count` notes of 50 passages each, cut from the pool at spread offsets, with a college's
 * spread of subjects, branches and years, through saveDocument (what ingestion writes with): one
 * transaction a note, `atOnce` of them at a time. Reports progress every `every` notes; past
 * `deadline` (epoch ms) starts no more notes, and says how many it wrote.
 */
export async function seedNotes(
  count: number,
  atOnce: number,
  progress?: (done: number, ms: number) => void,
  every = 1000,
  deadline = Number.POSITIVE_INFINITY,
): Promise<Seeded> {
  const pool = await passagePool();
  const started = Date.now();
  let passages = 0;
  let next = 0;
  let done = 0;
  const note = (n: number): SearchDocument => {
    const first = (n * 997) % Math.max(1, pool.length - PASSAGES_PER_NOTE);
    const noteId = randomUUID();
    const subject = SUBJECTS[n % SUBJECTS.length];
    return {
      docId: noteDocId(noteId),
      noteId,
      title: `${subject}, Unit ${(n % 5) + 1} (notes-${n}.pdf)`,
      subject,
      branch: BRANCHES[n % BRANCHES.length],
      year: YEARS[n % YEARS.length],
      passages: pool.slice(first, first + PASSAGES_PER_NOTE),
    };
  };
  // `atOnce` writers, each taking the next note until none is left.
  await Promise.all(
    Array.from({ length: atOnce }, async () => {
      for (let n = next++; n < count && Date.now() < deadline; n = next++) {
        const doc = note(n);
        await saveDocument(doc);
        // Its note's item too: the worker quotes only notes that stand in the notes table (decision 42).
        await dynamo().send(new PutCommand({ TableName: tableName('notes'), Item: { id: doc.noteId } }));
        passages += doc.passages.length;
        done += 1;
        if (done % every === 0) progress?.(done, Date.now() - started);
      }
    }),
  );
  return { notes: done, passages, pool: pool.length, ms: Date.now() - started };
}

/*
 * Runs a bench script in a child process of its own, so its time and peak memory are its alone (as
 * a Lambda's are) while the emulators keep serving from this process: asynchronously, since a
 * blocked parent could not answer the child's reads. The child inherits this process's environment,
 * which the test stack filled with its endpoints. Gives the JSON line it printed last.
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

interface Question {
  readonly query: string;
}

/** Real questions, as students word them: the evaluation's tuning half, then its held-out half. */
export function benchQuestions(): string[] {
  return ['questions-tuning.json', 'questions-held-out.json'].flatMap((file) =>
    (JSON.parse(readFileSync(join(EVAL, file), 'utf8')) as { questions: Question[] }).questions.map(
      (question) => question.query,
    ),
  );
}

export interface WorkerRun {
  /** From the process's start to the worker's code loaded (tsx transpiles it; Lambda loads a bundle). */
  readonly loadMs: number;
  /** The first question, from the call: what it reads from the database, WordNet's files on first use. */
  readonly firstAnswerMs: number;
  /** The questions after it, each. */
  readonly laterMs: readonly number[];
  readonly peakMb: number;
}

/** A worker in a process of its own: a cold first answer, then `queries`' other questions. */
export const workerRun = (queries: readonly string[]) =>
  inChild<WorkerRun>('bench/cold-worker.ts', JSON.stringify(queries));

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

export interface Ingested {
  readonly pages: number;
  readonly passages: number;
  /** Extracting, splitting and the terms. */
  readonly readMs: number;
  /** saveDocument: its passages, postings and counts in the search database. */
  readonly writeMs: number;
  readonly ms: number;
  readonly peakMb: number;
}

/**
 * Ingestion of a 500-page PDF: what the ingest function does (extract, split, terms, and the
 * write to the search database), its time and peak memory, in a process of its own.
 */
export async function ingest500Pages(): Promise<Ingested> {
  const pdf = await joinedManuals();
  try {
    return await inChild<Ingested>('bench/ingest-file.ts', pdf);
  } finally {
    rmSync(pdf, { force: true });
  }
}

/* Questions one student may have unfinished at once (functions/assistant/open-tasks.ts MAX_OPEN_TASKS). */
const OPEN_PER_STUDENT = 3;

/** Student accounts of the bench's own, signed in: each has its own open-question slots and hourly count. */
export async function benchStudents(apiUrl: string, count: number): Promise<string[]> {
  const password = `bench-${randomUUID()}`;
  const accounts = await Promise.all(Array.from({ length: count }, () => madeAccount('Student', password)));
  return Promise.all(accounts.map((account) => tokenOf(apiUrl, account, password)));
}

export interface RoundTrip {
  readonly ms: number;
  readonly status: string;
  /** HTTP statuses of 500 or more met on the way (submit or poll). */
  readonly serverErrors: number;
  /** Any other answer than 200/202 (a 429, say). */
  readonly otherErrors: readonly string[];
}

/**
 * One question as the page sees it: submit, then poll the status every 1000 ms until it
 * is completed or failed; the local runtime's poller feeds the worker.
 */
export async function askAsThePage(apiUrl: string, token: string, query: string): Promise<RoundTrip> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const started = performance.now();
  let serverErrors = 0;
  const otherErrors: string[] = [];
  const note = (response: Response, what: string) => {
    if (response.status >= 500) serverErrors += 1;
    else if (!response.ok) otherErrors.push(`${what} ${response.status}`);
  };
  const submitted = await fetch(`${apiUrl}/api/personalizedgpt`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query }),
  });
  note(submitted, 'submit');
  const { taskId } = (await submitted.json()) as { taskId?: string };
  if (!taskId) return { ms: performance.now() - started, status: 'not submitted', serverErrors, otherErrors };
  // Past the page's own give-up time (GPT_POLL_GIVE_UP_MS, 3 minutes), it stops.
  for (let polls = 0; polls < 200; polls++) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const status = await fetch(`${apiUrl}/api/personalizedgpt/status/${taskId}`, { headers });
    note(status, 'poll');
    const task = (await status.json()) as { status?: string };
    if (task.status === 'completed' || task.status === 'failed') {
      return { ms: performance.now() - started, status: task.status, serverErrors, otherErrors };
    }
  }
  return { ms: performance.now() - started, status: 'gave up', serverErrors, otherErrors };
}

export interface Trips {
  readonly count: number;
  readonly p50: number;
  readonly p95: number;
  readonly max: number;
  readonly failed: number;
  readonly serverErrors: number;
  readonly otherErrors: readonly string[];
}

function summary(trips: readonly RoundTrip[]): Trips {
  const sorted = trips.map((trip) => trip.ms).sort((a, b) => a - b);
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
  return {
    count: trips.length,
    p50: at(0.5),
    p95: at(0.95),
    max: sorted.at(-1) ?? Number.NaN,
    failed: trips.filter((trip) => trip.status !== 'completed').length,
    serverErrors: trips.reduce((sum, trip) => sum + trip.serverErrors, 0),
    otherErrors: trips.flatMap((trip) => trip.otherErrors),
  };
}

/** `queries` one after another, as one student asks them (a fresh student: the hourly count is theirs). */
export async function sequentialTrips(apiUrl: string, queries: readonly string[]): Promise<Trips> {
  const [token = ''] = await benchStudents(apiUrl, 1);
  const trips: RoundTrip[] = [];
  for (const query of queries) trips.push(await askAsThePage(apiUrl, token, query));
  return summary(trips);
}

/**
 * `queries` submitted at once, each as the page would, from as many students as the open-question
 * limit needs (three unfinished each).
 */
export async function parallelTrips(apiUrl: string, queries: readonly string[]): Promise<Trips> {
  const tokens = await benchStudents(apiUrl, Math.ceil(queries.length / OPEN_PER_STUDENT));
  const trips = await Promise.all(
    queries.map((query, n) => askAsThePage(apiUrl, tokens[Math.floor(n / OPEN_PER_STUDENT)] ?? '', query)),
  );
  return summary(trips);
}
