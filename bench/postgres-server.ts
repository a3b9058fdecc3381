import { spawnSync } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { say } from './report';

/*
 * A throwaway PostgreSQL server for the scale bench (decision 30): Debian's, what Aurora runs, so the
 * search database's statements are timed on a real server rather than on PGlite. Installed when
 * missing the way the browser tests install Chromium (tests/e2e/ensure-chromium.ts): apt-get as
 * root or with passwordless sudo, else one line saying what to install. Its pgvector package is
 * installed too where apt offers one (Debian 12, bookworm, has none: the migration that needs it
 * waits, and the bench measures the lexical search, the local provider's).
 */

const DEBIAN_ROOT = '/usr/lib/postgresql';
const DATABASE = 'campus_search';

export const WHAT_TO_INSTALL =
  'The PostgreSQL scale bench needs PostgreSQL’s server: install it (Debian: sudo apt-get install ' +
  'postgresql) or set CAMPUS_BENCH_PG_BIN to a folder holding initdb, pg_ctl and postgres; or run ' +
  'the bench on PGlite (npm run bench:assistant-scale -- --engine pglite).';

const succeeds = (command: string, args: string[]) =>
  spawnSync(command, args, { stdio: 'ignore' }).status === 0;

/* The newest server's binaries here: CAMPUS_BENCH_PG_BIN, else Debian's /usr/lib/postgresql/<version>/bin. */
function serverBin(): { bin: string; version: number } | undefined {
  const given = process.env.CAMPUS_BENCH_PG_BIN;
  if (given) return existsSync(join(given, 'postgres')) ? { bin: given, version: 0 } : undefined;
  if (!existsSync(DEBIAN_ROOT)) return undefined;
  const versions = readdirSync(DEBIAN_ROOT)
    .map(Number)
    .filter(
      (version) =>
        Number.isInteger(version) && existsSync(join(DEBIAN_ROOT, String(version), 'bin/postgres')),
    )
    .sort((a, b) => b - a);
  const [version] = versions;
  return version === undefined ? undefined : { bin: join(DEBIAN_ROOT, String(version), 'bin'), version };
}

/* How this machine may run apt-get: itself (root), through sudo, or not at all. */
function aptRunner(): string[] | undefined {
  if (!succeeds('sh', ['-c', 'command -v apt-get'])) return undefined;
  if (process.getuid?.() === 0) return [];
  if (succeeds('sudo', ['-n', 'true'])) return ['sudo', '-n'];
  return undefined;
}

function aptInstall(runner: readonly string[], packages: string): boolean {
  const [command = 'sh', ...args] = [
    ...runner,
    'sh',
    '-c',
    `apt-get update -qq && apt-get install -y -qq ${packages}`,
  ];
  return (
    spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
      .status === 0
  );
}

/**
 * Debian's PostgreSQL server binaries, installed first when missing and this machine allows it;
 * pgvector's package for that version where apt knows one. Throws WHAT_TO_INSTALL otherwise.
 */
export function ensurePostgresServer(): { bin: string; version: number } {
  let found = serverBin();
  const runner = aptRunner();
  if (!found) {
    if (!runner) throw new Error(WHAT_TO_INSTALL);
    say('Installing Debian’s PostgreSQL server for the scale bench…');
    aptInstall(runner, 'postgresql');
    found = serverBin();
    if (!found) throw new Error(WHAT_TO_INSTALL);
  }
  const vector = `postgresql-${found.version}-pgvector`;
  if (
    runner &&
    found.version > 0 &&
    !existsSync(join(DEBIAN_ROOT, String(found.version), 'lib/vector.so')) &&
    succeeds('apt-cache', ['show', vector])
  ) {
    say(`Installing ${vector} for the scale bench…`);
    aptInstall(runner, vector);
  }
  return found;
}

/*
 * PostgreSQL refuses to run as root: as root, the server runs as the `postgres` user (the package
 * makes it; made here as a system user if missing). Anyone else runs it as themselves.
 */
function serverUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
  if (id('-u').status !== 0) {
    const made = spawnSync('useradd', ['--system', '--user-group', '--no-create-home', 'postgres'], {
      stdio: 'inherit',
    });
    if (made.status !== 0) throw new Error('No postgres user to run the bench’s PostgreSQL server as');
  }
  return { uid: Number(id('-u').stdout.trim()), gid: Number(id('-g').stdout.trim()) };
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (typeof address !== 'object' || !address) throw new Error('No free port');
  return address.port;
}

/*
 * Settings for this 2-core, 24 GB machine, shared with others: the million-passage index (some
 * 10 GB with its indexes) mostly in the page cache, a quarter of that in shared buffers; room for a
 * search's hash aggregates; few checkpoints while seeding. synchronous_commit=off is a bench's
 * choice (a crash may lose the last commits, never corrupts): seeding commits 20,000 transactions,
 * and Aurora's commit is a quorum write to its storage, not a local fsync. JIT is off: it compiles
 * for 0.1–0.5 s a statement the planner costs high, which a search's aggregate over many
 * postings is, and pays back only on scans of minutes.
 */
const SETTINGS: Readonly<Record<string, string>> = {
  listen_addresses: "'127.0.0.1'",
  max_connections: '40',
  shared_buffers: "'3GB'",
  effective_cache_size: "'12GB'",
  work_mem: "'64MB'",
  maintenance_work_mem: "'1GB'",
  max_wal_size: "'8GB'",
  checkpoint_timeout: "'30min'",
  synchronous_commit: 'off',
  random_page_cost: '1.1',
  max_worker_processes: '4',
  max_parallel_workers: '2',
  max_parallel_workers_per_gather: '1',
  jit: 'off',
  autovacuum_vacuum_insert_scale_factor: '0.05',
  // Each statement's calls and time, for the bench to say which one a question's time is.
  shared_preload_libraries: "'pg_stat_statements'",
};

export interface PostgresServer {
  /** postgres://…/campus_search, for CAMPUS_SEARCH_DATABASE_URL. */
  readonly url: string;
  readonly version: string;
  /** Whether the server offers pgvector (the embeddings' migration applies only where it does). */
  readonly pgvector: boolean;
  /** The settings it runs with, as `name=value`. */
  readonly settings: readonly string[];
  /** How to reach it by hand (psql) and stop it, for a server kept after the bench. */
  readonly byHand: { readonly psql: string; readonly stop: string };
  /** Stops the server and deletes its cluster. */
  stop(): Promise<void>;
}

/**
 * Initialises a throwaway cluster in a temporary folder, starts it on a free loopback port with
 * the settings above, and makes the campus_search database (trust authentication, loopback only).
 */
export async function startPostgresServer(): Promise<PostgresServer> {
  const { bin } = ensurePostgresServer();
  const user = serverUser();
  const dir = mkdtempSync(join(tmpdir(), 'campus-bench-pg-'));
  const data = join(dir, 'data');
  if (user) chownSync(dir, user.uid, user.gid);
  const run = (tool: string, args: string[]) => {
    const result = spawnSync(join(bin, tool), args, {
      encoding: 'utf8',
      cwd: dir,
      ...(user ?? {}),
      env: { ...process.env, LC_ALL: 'C.UTF-8' },
    });
    if (result.status !== 0) {
      throw new Error(`${tool} failed (${result.status}): ${result.stderr || result.stdout}`);
    }
    return result.stdout;
  };
  const port = await freePort();
  let started = false;
  const stop = async () => {
    if (started) {
      started = false;
      run('pg_ctl', ['stop', '-D', data, '-m', 'fast', '-w']);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8']);
    appendFileSync(
      join(data, 'postgresql.conf'),
      `\n# The scale bench's (bench/postgres-server.ts)\nport = ${port}\nunix_socket_directories = '${dir}'\n${Object.entries(
        SETTINGS,
      )
        .map(([name, value]) => `${name} = ${value}`)
        .join('\n')}\n`,
    );
    run('pg_ctl', ['start', '-D', data, '-l', join(dir, 'server.log'), '-w', '-t', '60']);
    started = true;
    const psql = (sql: string, database = 'postgres') =>
      run('psql', [
        '-h',
        '127.0.0.1',
        '-p',
        String(port),
        '-U',
        'postgres',
        '-d',
        database,
        '-Atc',
        sql,
      ]).trim();
    psql(`CREATE DATABASE ${DATABASE}`);
    psql('CREATE EXTENSION pg_stat_statements', DATABASE);
    const version = psql('SHOW server_version');
    const pgvector = psql("SELECT count(*) FROM pg_available_extensions WHERE name = 'vector'") !== '0';
    return {
      url: `postgres://postgres@127.0.0.1:${port}/${DATABASE}`,
      version,
      pgvector,
      settings: Object.entries(SETTINGS)
        .filter(([name]) => name !== 'listen_addresses' && name !== 'shared_preload_libraries')
        .map(([name, value]) => `${name}=${value.replaceAll("'", '')}`),
      byHand: {
        psql: `${join(bin, 'psql')} -h 127.0.0.1 -p ${port} -U postgres ${DATABASE}`,
        stop: `${user ? 'runuser -u postgres -- ' : ''}${join(bin, 'pg_ctl')} stop -D ${data} && rm -rf ${dir}`,
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
