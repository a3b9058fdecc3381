import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../infra/definitions/functions';
import { portEnvVar, SERVICES } from '../../infra/local/ports';

const BANNER = 'Campus is running.';

/* `npm start` as a developer runs it (tsx on infra/local/start.ts), on free ports and a fresh data folder. */
describe('npm start', () => {
  let child: ChildProcess | undefined;
  let dataDir = '';
  afterAll(async () => {
    // Its own process group: npx, tsx and the stack's process all stop, as Ctrl-C stops them.
    if (child?.pid && child.exitCode === null) {
      const exited = new Promise((resolve) => child?.once('exit', resolve));
      process.kill(-child.pid, 'SIGINT');
      await exited;
    }
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it(`prints only its own lines before "${BANNER}": no function's log record, SDK warning or Vite warning`, async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'campus-start-'));
    const env: NodeJS.ProcessEnv = { ...process.env, CAMPUS_DATA_DIR: dataDir };
    for (const service of SERVICES) env[portEnvVar(service)] = '0';
    for (const name of [
      'POWERTOOLS_LOG_LEVEL',
      'POWERTOOLS_METRICS_DISABLED',
      'VITE_CONFIG_NATIVE_IGNORE_WARNING',
    ])
      delete env[name];
    delete env.CAMPUS_WEB;
    const started = spawn('npx', ['tsx', 'infra/local/start.ts'], { cwd: PROJECT_ROOT, env, detached: true });
    child = started;
    let output = '';
    const before = await new Promise<string>((resolve, reject) => {
      const read = (chunk: Buffer) => {
        output += chunk.toString('utf8');
        const at = output.indexOf(BANNER);
        if (at >= 0) resolve(output.slice(0, at));
      };
      started.stdout.on('data', read);
      started.stderr.on('data', read);
      started.once('exit', (code) =>
        reject(new Error(`npm start exited (${code}) before its banner:\n${output}`)),
      );
    });
    expect(before.trim()).toBe('');
  }, 120_000);
});
