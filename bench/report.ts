import { writeFile } from 'node:fs/promises';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../infra/definitions/functions';

/*
 * What the bench prints, kept to be written out with its date: docs/measurements/bench.md is the
 * last `npm run bench`'s own output, so the measurements the docs point at are never copied by hand.
 */
const lines: string[] = [];

/** Prints a line of the bench's report, and keeps it for the file. */
export function say(...parts: readonly unknown[]): void {
  const line = parts.map(String).join(' ');
  lines.push(line);
  console.log(line);
}

export const BENCH_REPORT = join(PROJECT_ROOT, 'docs', 'measurements', 'bench.md');

/** The report as markdown: when and on what it was measured, then every line printed. */
export function benchReport(startedAt: Date, load: readonly number[], printed: readonly string[]): string {
  const machine = `${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.versions.node}`;
  const loads = load.map((value) => value.toFixed(1)).join(', ');
  return [
    `# \`npm run bench\`: measured ${startedAt.toISOString().slice(0, 10)}`,
    '',
    `Written by \`npm run bench\` (bench/run.ts) from the run that started ${startedAt.toISOString()}`,
    `on ${machine}; load average ${loads} (1, 5, 15 minutes) when it started. Each line is printed`,
    'beside its budget; a busy machine reads slower than a quiet one. Run the bench again to renew it.',
    '',
    '```',
    ...printed,
    '```',
    '',
  ].join('\n');
}

/** Writes what was said since the process started to docs/measurements/bench.md. */
export async function writeBenchReport(startedAt: Date, load: readonly number[]): Promise<void> {
  await writeFile(BENCH_REPORT, benchReport(startedAt, load, lines));
  console.log(`\nWritten to ${BENCH_REPORT}`);
}

export const loadNow = (): number[] => loadavg();
