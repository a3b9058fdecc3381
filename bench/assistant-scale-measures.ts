import { feedbackCandidates, feedbackTerms } from '../functions/assistant/search/feedback';
import { FEEDBACK } from '../functions/assistant/search/rank';
import { expandedTerms } from '../functions/assistant/search/semantic';
import { passagesById, searchPassages, termRarity } from '../functions/assistant/store/search';
import { contentWords, stemOf } from '../functions/assistant/text/terms';
import { query } from '../functions/lib/search-database';
import type { Trips } from './assistant-scale';
import { say } from './report';

/* What the scale bench measures beside the round trips: statement times, sizes, verdicts. */

export const BUDGET = {
  p50Ms: 2000,
  p95Ms: 4000,
  firstAnswerMs: 2000,
  workerMb: 512,
  parallel: 50,
  sequential: 28,
  workerQuestions: 11,
} as const;

export const verdict = (ok: boolean) => (ok ? '✓' : '✗ outside budget');
export const s = (ms: number, digits = 2) => `${(ms / 1000).toFixed(digits)} s`;
export const thousands = (n: number) => n.toLocaleString('en');
export const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

/* The tables' sizes as the planner knows them (after ANALYZE), and the database's size on disk. */
export async function databaseSize(): Promise<{ mb: number; rows: Record<string, number> }> {
  const [size] = await query<{ mb: number }>(
    'SELECT (pg_database_size(current_database()) / 1048576)::float8 AS mb',
  );
  const rows = await query<{ name: string; rows: number }>(
    `SELECT relname AS name, reltuples::float8 AS rows FROM pg_class
     WHERE relname IN ('search_documents', 'passages', 'postings', 'document_terms', 'term_stats')`,
  );
  return { mb: size?.mb ?? 0, rows: Object.fromEntries(rows.map((row) => [row.name, row.rows])) };
}

/*
 * Each statement a question sends, timed alone over the questions (p50): the lexical search, the
 * WordNet-expanded one (the local semantic signal), the feedback search (the question and five
 * more terms), the idf look-up and the passages read. Shows which one the answer's time is.
 */
export async function statementTimes(queries: readonly string[]) {
  const times = { lexical: [] as number[], wordnet: [] as number[], feedback: [] as number[] };
  const reads: number[] = [];
  const rarities: number[] = [];
  const scope = { ownerId: 'bench-statement-times' };
  for (const question of queries) {
    const words = contentWords(question);
    const asked = new Map([...new Set(words.map(stemOf))].map((term) => [term, 1] as const));
    if (asked.size === 0) continue;
    const [lexical, lexicalMs] = await timed(() => searchPassages(asked, scope));
    times.lexical.push(lexicalMs);
    times.wordnet.push((await timed(() => searchPassages(expandedTerms(words), scope)))[1]);
    const top = lexical.slice(0, 3);
    const [read, readMs] = await timed(() => passagesById(top.map((hit) => hit.id)));
    reads.push(readMs);
    // The question and the words its best passages share, as ranking's feedback adds them.
    const scored = top.flatMap((hit) => {
      const passage = read.get(hit.id);
      return passage ? [{ passage, score: hit.score }] : [];
    });
    const terms = [...asked.keys()];
    const [rarity, rarityMs] = await timed(() => termRarity([...terms, ...feedbackCandidates(scored)]));
    rarities.push(rarityMs);
    const extra = feedbackTerms(scored, terms, rarity, FEEDBACK);
    times.feedback.push((await timed(() => searchPassages(new Map([...asked, ...extra]), scope)))[1]);
  }
  return {
    lexical: median(times.lexical),
    wordnet: median(times.wordnet),
    feedback: median(times.feedback),
    rarity: median(rarities),
    read: median(reads),
  };
}

/* A statement of the search database's, known by how it starts. */
export const STATEMENT_NAMES: readonly [string, string][] = [
  ['WITH asked AS', 'search (BM25, one statement)'],
  ['WITH corpus AS', 'idf look-up'],
  ['SELECT p.id, p.doc, p.ord, p.text', 'passages read'],
  ['WITH given AS', 'write passages and postings'],
  ['WITH held AS', 'count terms'],
];
export const statementName = (sql: string) =>
  STATEMENT_NAMES.find(([start]) => sql.trimStart().startsWith(start))?.[1] ??
  sql.replace(/\s+/g, ' ').slice(0, 60);

/* The server's own account of the statements since the last reset (pg_stat_statements), costliest first. */
export async function costliestStatements(count: number) {
  return query<{ query: string; calls: number; total: number; mean: number; rows: number }>(
    `SELECT query, calls::float8 AS calls, total_exec_time AS total, mean_exec_time AS mean, rows::float8 AS rows
     FROM pg_stat_statements WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
     ORDER BY total_exec_time DESC LIMIT :count`,
    { count },
  );
}

export const trips = (label: string, result: Trips, budgets: { p95: boolean }) => {
  say(
    `  ${label}: p50 ${s(result.p50)}  ${verdict(result.p50 <= BUDGET.p50Ms)} (budget ≤ ${s(BUDGET.p50Ms, 0)}), p95 ${s(result.p95)}${budgets.p95 ? `  ${verdict(result.p95 <= BUDGET.p95Ms)} (budget ≤ ${s(BUDGET.p95Ms, 0)})` : ''}, max ${s(result.max)}`,
  );
};

/**
 * Seeds the notes into the running stack's search database, then measures: each statement of a
 * question, a worker of its own (cold first answer, memory), submit → answer as the page sees it
 * one after another and 50 at once, and a 500-page PDF's ingestion. Prints verdicts as it goes.
 */
