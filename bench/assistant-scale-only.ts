import { parseArgs } from 'node:util';
import { execute, query } from '../functions/lib/search-database';
import { BACKGROUND_FUNCTIONS } from '../functions/registry';
import { startTestStack } from '../tests/support/test-stack';
import {
  benchQuestions,
  ingest500Pages,
  parallelTrips,
  type Seeded,
  seedNotes,
  sequentialTrips,
  workerRun,
} from './assistant-scale';
import {
  BUDGET,
  costliestStatements,
  databaseSize,
  median,
  s,
  statementName,
  statementTimes,
  thousands,
  timed,
  trips,
  verdict,
} from './assistant-scale-measures';
import { type PostgresServer, startPostgresServer } from './postgres-server';
import { say } from './report';

/*
 * The assistant at a college's scale, on the search database (decision 28).
 * Two configurations: PostgreSQL's server (Debian's, what Aurora runs; `npm run
 * bench:assistant-scale`, 20,000 notes, about a million passages) and PGlite (what `npm start`
 * runs; a laptop's corpus, 2,000 notes; also part of `npm run bench`).
 */

export type Engine = 'postgres' | 'pglite';

export interface ScaleOptions {
  readonly engine: Engine;
  /** Leaves the PostgreSQL server running with its data after the bench, to study it by hand. */
  readonly keepServer?: boolean;
  /**
   * A kept server's URL (postgres://…, as --keep-server prints it): measured again as it is, with
   * no seeding, e.g. after a change to the search statements or a migration applied to it.
   */
  readonly serverUrl?: string;
  readonly notes: number;
  /** Notes written at once while seeding (one transaction each). */
  readonly atOnce: number;
  /** Seeding stops here if the notes are not all in, and the bench measures what is (said plainly). */
  readonly seedMinutes: number;
}

export const DEFAULTS: Record<Engine, ScaleOptions> = {
  // Four writers: on this 2-core machine 300 notes took 51 s one at a time, 26 s four at a time, 31 s eight.
  postgres: { engine: 'postgres', notes: 20_000, atOnce: 4, seedMinutes: 32 },
  // PGlite is one backend session: writers take turns, so one at a time.
  pglite: { engine: 'pglite', notes: 2_000, atOnce: 1, seedMinutes: 20 },
};

export async function assistantScale(apiUrl: string, options: ScaleOptions, server?: PostgresServer) {
  const benchStarted = Date.now();
  const questions = benchQuestions();
  const engineLine =
    options.engine === 'postgres'
      ? `PostgreSQL ${server?.version ?? 'server'} (Debian's), through the Data API stand-in; pgvector ${server?.pgvector ? 'offered' : 'not offered (Debian 12 has no package): the embeddings migration waits'}; ${server?.settings.join(', ') ?? ''}`
      : 'PGlite (PostgreSQL in WebAssembly, in the stand-in’s process), as `npm start` runs';
  say(`\nAssistant at scale: ${thousands(options.notes)} notes on ${options.engine}`);
  say(`  engine: ${engineLine}`);
  say(
    '  measured: the lexical path (BM25 + WordNet expansion + feedback), the local provider; no embeddings, no model, no reranker',
  );

  const deadline = Date.now() + options.seedMinutes * 60_000;
  let seeded: Seeded;
  if (options.serverUrl) {
    const [held] = await query<{ notes: number; passages: number }>(
      "SELECT count(*)::int AS notes, coalesce(sum(passage_count), 0)::int AS passages FROM search_documents WHERE state = 'indexed'",
    );
    seeded = { notes: held?.notes ?? 0, passages: held?.passages ?? 0, pool: 0, ms: 0 };
    say(
      `  measured again on a kept server: ${thousands(seeded.notes)} notes, ${thousands(seeded.passages)} passages, seeded by an earlier run`,
    );
  } else {
    const every = Math.max(100, Math.round(options.notes / 10 / 100) * 100);
    seeded = await seedNotes(
      options.notes,
      options.atOnce,
      (done, ms) =>
        say(
          `    seeded ${thousands(done)} notes in ${s(ms, 0)} (${((done / ms) * 1000).toFixed(1)} a second)`,
        ),
      every,
      deadline,
    );
  }
  const short = seeded.notes < options.notes;
  if (!options.serverUrl)
    say(
      `  seeded ${thousands(seeded.notes)} notes, ${thousands(seeded.passages)} passages (cut from ${thousands(seeded.pool)} distinct ones of the evaluation's 12 manuals), ${options.atOnce} at once, in ${s(seeded.ms, 0)}: ${((seeded.notes / seeded.ms) * 1000).toFixed(1)} notes a second`,
    );
  if (short) {
    say(
      `  ✗ NOT ${thousands(options.notes)} NOTES: seeding stopped at its ${options.seedMinutes}-minute limit; everything below is measured at ${thousands(seeded.notes)} notes`,
    );
  }
  // What autovacuum would have done by now on a live database: the visibility map (postings are
  // read by index-only scans) and the planner's statistics.
  const [, vacuumMs] = await timed(() => execute('VACUUM (ANALYZE)'));
  const size = await databaseSize();
  say(
    `  VACUUM (ANALYZE) ${s(vacuumMs, 0)}; database ${thousands(Math.round(size.mb))} MB: ${Object.entries(
      size.rows,
    )
      .map(([name, rows]) => `${name} ≈ ${thousands(Math.round(rows))}`)
      .join(', ')}`,
  );

  const postgres = options.engine === 'postgres';
  if (postgres) await query('SELECT pg_stat_statements_reset()');
  const statements = await statementTimes(questions.slice(0, BUDGET.sequential));
  say(
    `  one question's statements, each timed alone (p50 over ${BUDGET.sequential} questions): lexical search ${s(statements.lexical)}, WordNet-expanded search ${s(statements.wordnet)}, feedback search ${s(statements.feedback)}, idf look-up ${s(statements.rarity)}, passages read ${s(statements.read)}`,
  );

  const worker = await workerRun(questions.slice(0, BUDGET.workerQuestions));
  say(
    `  a cold worker (its own process, code loaded in ${s(worker.loadMs, 1)}) answers its first question in ${s(worker.firstAnswerMs)}  ${verdict(worker.firstAnswerMs <= BUDGET.firstAnswerMs)} (budget ≤ ${s(BUDGET.firstAnswerMs, 0)}); the next ${worker.laterMs.length}: median ${s(median(worker.laterMs))}, slowest ${s(Math.max(...worker.laterMs))}`,
  );
  say(
    `  that worker's peak memory: ${worker.peakMb.toFixed(0)} MB  ${verdict(worker.peakMb <= BUDGET.workerMb)} (budget ≤ ${BUDGET.workerMb} MB, whatever the corpus)`,
  );

  const sequential = await sequentialTrips(apiUrl, questions.slice(0, BUDGET.sequential));
  trips(
    `submit → answer as the page sees it (polling every 1000 ms), ${sequential.count} questions one after another`,
    sequential,
    { p95: true },
  );
  if (sequential.failed > 0 || sequential.serverErrors > 0) {
    say(`    ✗ ${sequential.failed} not completed, ${sequential.serverErrors} answers of 5xx`);
  }

  const parallel = await parallelTrips(apiUrl, questions.slice(0, BUDGET.parallel));
  const clean = parallel.failed === 0 && parallel.serverErrors === 0 && parallel.otherErrors.length === 0;
  say(
    `  ${parallel.count} questions submitted at once (${Math.ceil(parallel.count / 3)} students, 3 open each): ${parallel.count - parallel.failed} completed, ${parallel.failed} not, ${parallel.serverErrors} answers of 5xx${parallel.otherErrors.length ? `, others: ${parallel.otherErrors.join(' ')}` : ''}  ${verdict(clean)} (budget: none fails); p50 ${s(parallel.p50)}, p95 ${s(parallel.p95)}, max ${s(parallel.max)} (the local poller hands the worker 5 at a time, one batch after another; on AWS up to 5 workers take a batch of 5 each)`,
  );

  if (postgres) {
    say('  the server’s time by statement over the measures above (pg_stat_statements: calls, mean, total):');
    for (const row of await costliestStatements(5)) {
      say(
        `    ${statementName(row.query).padEnd(32)} ${thousands(row.calls).padStart(6)} calls, mean ${row.mean.toFixed(0).padStart(5)} ms, total ${s(row.total, 1)}`,
      );
    }
  }

  const ingest = await ingest500Pages();
  const fn = BACKGROUND_FUNCTIONS.gptIngest;
  const within =
    ingest.ms <= (fn.timeoutSeconds ?? 0) * 1000 && ingest.peakMb <= (fn.resources.memorySize ?? 0);
  say(
    `  ingestion of a ${ingest.pages}-page PDF: ${s(ingest.ms, 1)} (reading ${s(ingest.readMs, 1)}, writing ${thousands(ingest.passages)} passages ${s(ingest.writeMs, 1)}), peak ${ingest.peakMb.toFixed(0)} MB  ${verdict(within)} (the ingest function: ${fn.timeoutSeconds} s, ${fn.resources.memorySize} MB)`,
  );
  say(`  (this part of the bench took ${s(Date.now() - benchStarted, 0)})`);
}

function options(): ScaleOptions {
  const { values } = parseArgs({
    options: {
      engine: { type: 'string', default: 'postgres' },
      notes: { type: 'string' },
      'at-once': { type: 'string' },
      'seed-minutes': { type: 'string' },
      'keep-server': { type: 'boolean', default: false },
      'server-url': { type: 'string' },
    },
  });
  const engine = values.engine;
  if (engine !== 'postgres' && engine !== 'pglite') throw new Error('--engine is postgres or pglite');
  const given = (value: string | undefined, fallback: number) =>
    value === undefined ? fallback : Number(value);
  const defaults = DEFAULTS[engine];
  return {
    engine,
    notes: given(values.notes, defaults.notes),
    atOnce: given(values['at-once'], defaults.atOnce),
    seedMinutes: given(values['seed-minutes'], defaults.seedMinutes),
    keepServer: values['keep-server'],
    ...(values['server-url'] ? { serverUrl: values['server-url'] } : {}),
  };
}

/*
 * `npm run bench:assistant-scale [-- --engine postgres|pglite --notes N --at-once K --seed-minutes M
 * --keep-server | --server-url URL]`: the server (installed if missing) and 20,000 notes by default;
 * `--engine pglite` the laptop's 2,000; `--server-url` a kept server measured again, unseeded.
 */
async function main() {
  const chosen = options();
  const started = Date.now();
  const server = chosen.engine === 'postgres' && !chosen.serverUrl ? await startPostgresServer() : undefined;
  const url = chosen.serverUrl ?? server?.url;
  if (url) process.env.CAMPUS_SEARCH_DATABASE_URL = url;
  else delete process.env.CAMPUS_SEARCH_DATABASE_URL;
  try {
    const stack = await startTestStack();
    try {
      await assistantScale(stack.apiUrl, chosen, server);
    } finally {
      await stack.destroy();
    }
  } finally {
    if (server && chosen.keepServer) {
      say(`\nThe server is kept: ${server.byHand.psql}\n  stop it with: ${server.byHand.stop}`);
    } else await server?.stop();
  }
  say(`\nWall time: ${s(Date.now() - started, 0)}`);
}

if (process.argv[1]?.endsWith('assistant-scale-only.ts')) {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
