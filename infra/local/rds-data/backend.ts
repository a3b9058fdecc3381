import { existsSync, statSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite/vector';

/** What one statement gave back: its rows as objects, and how many rows it changed. */
export interface StatementResult {
  readonly rows: Record<string, unknown>[];
  readonly changed: number;
}

/** One connection, held by one caller at a time (a statement, or a whole transaction). */
export interface Connection {
  run(sql: string, values: readonly unknown[]): Promise<StatementResult>;
  /*
   * Stops the statement running on this connection from outside it (a server's
   * pg_cancel_backend). Absent where nothing can: PGlite runs a statement in this thread.
   */
  cancel?(): Promise<void>;
  release(): void;
}

/** Where the Data API stand-in runs its statements: PostgreSQL, embedded or a server. */
export interface SqlBackend {
  /** Waits for a connection of its own: a transaction keeps it from begin to end. */
  connect(): Promise<Connection>;
  close(): Promise<void>;
}

/*
 * A new PGlite database runs initdb in WebAssembly, which takes seconds (more on a busy machine);
 * a copy of an empty one loads much faster. One copy per PGlite build is kept in the temporary
 * folder, made by whichever start needs it first (written aside, then renamed, so two starts at
 * once never read half a file).
 */
async function emptyCluster(): Promise<Blob> {
  const build = statSync(fileURLToPath(import.meta.resolve('@electric-sql/pglite')));
  const file = join(tmpdir(), `campus-pglite-${build.size}-${Math.round(build.mtimeMs)}.tar.gz`);
  if (existsSync(file)) return new Blob([await readFile(file)]);
  const db = await PGlite.create('memory://', { extensions: { vector } });
  const dump = await db.dumpDataDir('gzip');
  await db.close();
  const part = `${file}.${process.pid}.part`;
  await writeFile(part, Buffer.from(await dump.arrayBuffer()));
  await rename(part, file);
  return dump;
}

/**
 * PGlite: PostgreSQL compiled to WebAssembly, in this process, with pgvector. It is one backend
 * session, so callers take turns: a transaction holds it from BEGIN to COMMIT, as a connection of a
 * server would be held, and other statements wait — each at most its call's time limit
 * (timed-statements.ts; decision 39).
 */
export async function pgliteBackend(dataDir: string): Promise<SqlBackend> {
  const fresh = dataDir.startsWith('memory://') || !existsSync(join(dataDir, 'PG_VERSION'));
  const db = await PGlite.create(dataDir, {
    extensions: { vector },
    ...(fresh ? { loadDataDir: await emptyCluster() } : {}),
  });
  const waiting: (() => void)[] = [];
  let held = false;
  const connection: Connection = {
    async run(sql, values) {
      const result = await db.query<Record<string, unknown>>(sql, [...values]);
      return { rows: result.rows, changed: result.affectedRows ?? 0 };
    },
    release() {
      const next = waiting.shift();
      if (next) next();
      else held = false;
    },
  };
  return {
    connect: () =>
      new Promise((resolve) => {
        if (!held) {
          held = true;
          resolve(connection);
        } else waiting.push(() => resolve(connection));
      }),
    close: () => db.close(),
  };
}

/**
 * The stand-in's database: PostgreSQL at CAMPUS_SEARCH_DATABASE_URL when set (the scale bench runs
 * the same statements on Debian's PostgreSQL server with pgvector, as Aurora would), else PGlite
 * in `dataDir` (kept across restarts like the other stand-ins' data).
 */
export async function searchDatabaseBackend(dataDir: string): Promise<SqlBackend> {
  const url = process.env.CAMPUS_SEARCH_DATABASE_URL;
  if (url) return (await import('./postgres-backend')).postgresBackend(url);
  return pgliteBackend(dataDir);
}
