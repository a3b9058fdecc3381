import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { DEPARTMENT_NAMES } from '#shared/constants/departments';
import { FINISHED_STATUSES, type ImportJob, ROSTER_COLUMNS } from '#shared/schemas/roster';
import { CLASS_YEARS } from '#shared/schemas/student-class';
import type { DemoAccount } from '../infra/local/seed';
import { call, loginAs } from '../tests/support/api';
import { mailSettled } from '../tests/support/settled-mail';
import { startTestStack } from '../tests/support/test-stack';
import { uploadThroughApi } from '../tests/support/uploads';
import { say } from './report';

/** The budget (decision 16): a 5,000-row roster import takes at most a minute locally. */
export const ROSTER_IMPORT_BUDGET_MS = 60_000;

/** A roster of new people: mostly Students spread over classes, some Faculty and Alumni. */
export function sampleRoster(rows: number): string {
  const run = randomUUID().slice(0, 8);
  const lines = [ROSTER_COLUMNS.join(',')];
  for (let i = 0; i < rows; i++) {
    const email = `bench-${run}-${i}@example.org`;
    if (i % 20 === 0) lines.push(`Teacher,Number ${i},${email},Faculty,,,`);
    else if (i % 25 === 1) lines.push(`Graduate,Number ${i},${email},Alumni,,,`);
    else {
      const branch = DEPARTMENT_NAMES[i % DEPARTMENT_NAMES.length];
      const year = CLASS_YEARS[i % CLASS_YEARS.length];
      lines.push(`Student,Number ${i},${email},Student,${branch},${year},${'ABC'[i % 3]}`);
    }
  }
  return lines.join('\n');
}

/**
 * Times a roster import as the Admin's page sees it: from the upload's start to the poll that
 * reports the job finished (every row checked, every account stored, every invitation stored for
 * the mail worker), and on to the mail worker's last invitation sent (`mailedMs`), so nothing of
 * the import is still running when the next measure starts.
 */
export async function rosterImportTime(apiUrl: string, demoAccounts: readonly DemoAccount[], rows: number) {
  const admin = demoAccounts.find((account) => account.role === 'Admin');
  if (!admin) throw new Error('No demo Admin');
  const token = await loginAs(apiUrl, admin);
  const started = performance.now();
  const uploaded = await uploadThroughApi(apiUrl, token, {
    kind: 'roster',
    name: 'bench-roster.csv',
    type: 'text/csv',
    bytes: Buffer.from(sampleRoster(rows)),
  });
  if (uploaded.confirm?.status !== 200)
    throw new Error(`The roster upload was refused: ${uploaded.confirm?.status}`);
  const begun = await call(apiUrl, 'POST', '/api/admin/roster/imports', {
    token,
    body: { fileId: uploaded.fileId },
  });
  const jobId = begun.body.jobId as string;
  while (performance.now() - started < 10 * ROSTER_IMPORT_BUDGET_MS) {
    const job = (await call(apiUrl, 'GET', `/api/admin/roster/imports/${jobId}`, { token }))
      .body as unknown as ImportJob;
    if (FINISHED_STATUSES.includes(job.status)) {
      const ms = performance.now() - started;
      await mailSettled(10 * ROSTER_IMPORT_BUDGET_MS, 500);
      return { ms, mailedMs: performance.now() - started, job };
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The roster import ${jobId} did not finish in ten times its budget`);
}

/* `npx tsx bench/roster-import.ts [rows]`: this measure alone, on a stack of its own. */
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const rows = Number(process.argv[2] ?? 5000);
  const stack = await startTestStack();
  try {
    // The stand-ins run in this process: its CPU time is the import's whole cost, whatever else
    // the machine is doing (on a shared machine the wall time alone says little).
    const cpu = process.cpuUsage();
    const { ms, mailedMs, job } = await rosterImportTime(stack.apiUrl, stack.demoAccounts, rows);
    const { user, system } = process.cpuUsage(cpu);
    say(`Roster import of ${rows} rows: ${(ms / 1000).toFixed(1)} s, ${job.status}`, job.counts);
    say(`  every invitation sent by the mail worker: ${(mailedMs / 1000).toFixed(1)} s`);
    say(`  CPU time of the stack and the import: ${((user + system) / 1e6).toFixed(1)} s`);
  } finally {
    await stack.destroy();
  }
}
