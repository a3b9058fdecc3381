import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';

/*
 * `npm test`: every stage in order, each one's output streamed as it comes, stopping at the first
 * that fails. At the end: each stage's wall time, the test runners' own summary lines, and one
 * closing line with the totals (read from the runners' JSON reports, not from their text).
 */

const ROOT = resolve(import.meta.dirname, '..');
const reports = mkdtempSync(join(tmpdir(), 'campus-test-run-'));

type Counts = { passed: number; failed: number; skipped: number };
interface Stage {
  readonly name: string;
  readonly command: readonly string[];
  readonly env?: Record<string, string>;
  /** The runner's closing summary lines, picked from its plain-text output. */
  readonly summary?: (lines: readonly string[]) => string[];
  /** What the stage's JSON report counts, when it writes one. */
  readonly counts?: () => Counts | undefined;
}

const readJson = (path: string): unknown =>
  existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;

/* vitest: the last "Test Files" and "Tests" lines; its JSON report counts the tests. */
function vitestStage(name: string, projects: readonly string[], options: readonly string[] = []): Stage {
  const report = join(reports, `${name}.json`);
  return {
    name,
    command: [
      'vitest',
      'run',
      ...projects.flatMap((project) => ['--project', project]),
      ...options,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    summary: (lines) =>
      ['Test Files', 'Tests'].flatMap((label) => {
        const line = lines.findLast((candidate) => candidate.trimStart().startsWith(`${label} `));
        return line ? [line] : [];
      }),
    counts: () => {
      const json = readJson(report) as
        | { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number }
        | undefined;
      return (
        json && {
          passed: json.numPassedTests,
          failed: json.numFailedTests,
          skipped: json.numPendingTests + json.numTodoTests,
        }
      );
    },
  };
}

/* Playwright's list reporter ends with "N passed (time)", "N failed", "N flaky", "N skipped" lines. */
const PLAYWRIGHT_TOTAL = /^\s*\d+ (passed|failed|flaky|skipped|did not run|interrupted)\b/;

function playwrightStage(): Stage {
  const report = join(reports, 'end-to-end.json');
  return {
    name: 'end-to-end',
    command: ['playwright', 'test', '--config', 'tests/e2e/playwright.config.ts', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: report },
    summary: (lines) => lines.filter((line) => PLAYWRIGHT_TOTAL.test(line)),
    counts: () => {
      const json = readJson(report) as
        | { stats: { expected: number; unexpected: number; flaky: number; skipped: number } }
        | undefined;
      return (
        json && {
          passed: json.stats.expected + json.stats.flaky,
          failed: json.stats.unexpected,
          skipped: json.stats.skipped,
        }
      );
    },
  };
}

/* Stages run one after another in a lane; the lanes of one step run side by side. */
type Lane = readonly Stage[];

/*
 * Type checking and the infrastructure tests each keep one core busy (tsc is single-threaded; the
 * infra tests run in one worker so each configuration is synthesized once); the unit tests follow
 * type checking in its lane, so the core it frees while the infrastructure tests still run is not
 * left idle.
 */
const STEPS: readonly (readonly Lane[])[] = [
  [[{ name: 'browser', command: ['tsx', 'tests/e2e/ensure-chromium.ts'] }]],
  [[{ name: 'lint', command: ['biome', 'check', '--error-on-warnings', '.'] }]],
  [
    [{ name: 'types', command: ['tsc', '-b'] }, vitestStage('unit', ['unit', 'web'])],
    [vitestStage('infrastructure', ['infra'])],
  ],
  /*
   * A worker more than the cores: integration files spend much of their time waiting on timers (a
   * resuming search database's 1, 2 and 4 s, SES's retry, leases), which one more worker fills
   * (measured in docs/testing.md).
   */
  [
    [
      vitestStage(
        'integration',
        ['integration', 'integration-isolated'],
        [`--maxWorkers=${availableParallelism() + 1}`],
      ),
    ],
  ],
  [[playwrightStage()]],
];

// biome-ignore lint/suspicious/noControlCharactersInRegex: the escape character is what colours start with
const ANSI = /\u001b\[[0-9;]*m/g;

interface Finished {
  readonly stage: Stage;
  readonly seconds: number;
  readonly code: number;
  readonly lines: readonly string[];
  /** The stage it ran side by side with, if any. */
  readonly beside?: string;
}

/** Where a stage's output goes: straight through, or held until the stage it runs beside is done. */
interface Output {
  stdout(chunk: Buffer): void;
  stderr(chunk: Buffer): void;
}
const live: Output = {
  stdout: (chunk) => process.stdout.write(chunk),
  stderr: (chunk) => process.stderr.write(chunk),
};
function held(): Output & { release(): void } {
  let released = false;
  const chunks: { to: NodeJS.WriteStream; chunk: Buffer }[] = [];
  const write = (to: NodeJS.WriteStream, chunk: Buffer) =>
    released ? to.write(chunk) : chunks.push({ to, chunk });
  return {
    stdout: (chunk) => write(process.stdout, chunk),
    stderr: (chunk) => write(process.stderr, chunk),
    /** Writes what was held, and from then on passes output straight through. */
    release: () => {
      released = true;
      for (const { to, chunk } of chunks.splice(0)) to.write(chunk);
    },
  };
}

/** Runs one stage with the project's binaries first on PATH. */
function run(stage: Stage, output: Output): Promise<Finished> {
  const started = performance.now();
  const [command = '', ...args] = stage.command;
  const env = {
    ...process.env,
    ...stage.env,
    PATH: [join(ROOT, 'node_modules', '.bin'), process.env.PATH].join(delimiter),
    // The runners lose their colours on a pipe; keep them when the run is watched in a terminal.
    ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}),
  };
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['inherit', 'pipe', 'pipe'] });
    const text: string[] = [];
    child.stdout.on('data', (chunk: Buffer) => {
      output.stdout(chunk);
      text.push(chunk.toString('utf8'));
    });
    child.stderr.on('data', (chunk: Buffer) => output.stderr(chunk));
    const stop = (signal: NodeJS.Signals) => child.kill(signal);
    process.once('SIGINT', stop).once('SIGTERM', stop);
    const finish = (code: number) => {
      process.off('SIGINT', stop).off('SIGTERM', stop);
      const lines = text.join('').replace(ANSI, '').split(/\r?\n/);
      done({ stage, seconds: (performance.now() - started) / 1000, code, lines });
    };
    child.on('error', (error) => {
      output.stderr(Buffer.from(`${stage.name}: ${error.message}\n`));
      finish(1);
    });
    child.on('close', (code, signal) => finish(code ?? (signal ? 1 : 0)));
  });
}

/* A lane's stages in turn, stopping at the first that fails. */
async function runLane(lane: Lane, output: Output): Promise<Finished[]> {
  const results: Finished[] = [];
  for (const stage of lane) {
    console.log(`\n▶ ${stage.name}: ${stage.command.join(' ')}`);
    const result = await run(stage, output);
    results.push(result);
    if (result.code !== 0) break;
  }
  return results;
}

const namesOf = (lane: Lane) => lane.map((stage) => stage.name).join(' then ');

/** The first lane of a step streams its output; the others' is held, and follows once it is done. */
async function runStep(step: readonly Lane[]): Promise<Finished[]> {
  const [first, ...rest] = step;
  if (!first) return [];
  const beside = rest.map((lane) => {
    console.log(`\n▶ ${namesOf(lane)} (beside ${namesOf(first)}; its output follows)`);
    const output = held();
    return { lane, output, result: runLane(lane, output) };
  });
  const results = await runLane(first, live);
  for (const { lane, output, result } of beside) {
    console.log(`\n▶ ${namesOf(lane)} (ran beside ${namesOf(first)}):`);
    output.release();
    for (const finished of await result) results.push({ ...finished, beside: namesOf(first) });
  }
  return results;
}

const clock = (seconds: number) => {
  const minutes = Math.floor(seconds / 60);
  const rest = (seconds - minutes * 60).toFixed(1).padStart(4, '0');
  return minutes > 0 ? `${minutes}m ${rest}s` : `${seconds.toFixed(1)}s`;
};

function report(finished: readonly Finished[], total: number): void {
  console.log('\nStage times');
  for (const { stage, seconds, code, beside } of finished) {
    const mark = code === 0 ? 'ok  ' : 'FAIL';
    const note = beside ? `  (at the same time as ${beside})` : '';
    console.log(`  ${mark} ${stage.name.padEnd(15)} ${clock(seconds).padStart(9)}${note}`);
  }
  console.log(`       ${'total'.padEnd(15)} ${clock(total).padStart(9)}`);
  console.log('');
  for (const { stage, lines } of finished) for (const line of stage.summary?.(lines) ?? []) console.log(line);
}

async function main(): Promise<number> {
  const started = performance.now();
  const finished: Finished[] = [];
  for (const step of STEPS) {
    const results = await runStep(step);
    finished.push(...results);
    if (results.some((result) => result.code !== 0)) break;
  }
  const total = (performance.now() - started) / 1000;
  report(finished, total);
  const failed = finished.find((result) => result.code !== 0);
  const counts = finished.map(({ stage }) => stage.counts?.());
  const sum = (key: keyof Counts) => counts.reduce((all, count) => all + (count?.[key] ?? 0), 0);
  const skipped = sum('skipped') > 0 ? `, ${sum('skipped')} skipped` : '';
  if (failed) {
    console.log(
      `stopped at ${failed.stage.name} (exit ${failed.code}): ${sum('passed')} passed, ${sum('failed')} failed${skipped} in the stages that ran`,
    );
    return failed.code;
  }
  console.log(`all stages: ${sum('passed')} passed, ${sum('failed')} failed${skipped}`);
  return 0;
}

const code = await main();
rmSync(reports, { recursive: true, force: true });
process.exit(code);
