import { execute, inTransaction, query, type Transaction } from '../../lib/search-database';

/*
 * The search database's schema, as numbered migrations applied once each, in order: at start-up
 * locally (infra/local) and by the deploy's migration function on AWS (migrate-handler.ts). A
 * migration is never edited once released; a change is a new one.
 *
 * Ranking is BM25 over the notes' stemmed terms (functions/assistant/text/terms.ts). PostgreSQL's own
 * ts_rank knows no document frequency, so the inverted index is kept as tables the engine indexes:
 * `postings` (a term's passages, with what BM25 reads, so a search is an index-only scan),
 * `document_terms` (the notes holding a term, and whether their title does), and `term_stats`
 * (how many passages, notes and titles hold each term — counted in the transaction that writes or
 * removes a note, so they always agree with what a search can see).
 */
interface Migration {
  readonly sql: string;
  /* An extension it needs: where the server does not offer it, the migration waits (not applied). */
  readonly needs?: string;
}

const MIGRATIONS: readonly Migration[] = [
  {
    sql: `CREATE TABLE search_documents (
     id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     doc_id text NOT NULL UNIQUE,
     state text NOT NULL CHECK (state IN ('pending', 'indexed', 'removed')),
     changed_at timestamptz NOT NULL DEFAULT now(),
     resends int NOT NULL DEFAULT 0,
     note_id text,
     owner_id text,
     title text NOT NULL DEFAULT '',
     subject text,
     subject_key text,
     branch text,
     year text,
     passage_count int NOT NULL DEFAULT 0,
     total_length bigint NOT NULL DEFAULT 0,
     expires_at timestamptz
   );
   CREATE INDEX search_documents_pending ON search_documents (changed_at) WHERE state = 'pending';
   CREATE INDEX search_documents_expiring ON search_documents (expires_at) WHERE expires_at IS NOT NULL;
   CREATE TABLE passages (
     id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     doc bigint NOT NULL,
     ord int NOT NULL,
     text text NOT NULL,
     page int,
     heading text,
     length int NOT NULL
   );
   CREATE INDEX passages_doc ON passages (doc, ord);
   CREATE TABLE postings (
     term text NOT NULL,
     passage bigint NOT NULL,
     doc bigint NOT NULL,
     tf int NOT NULL,
     length int NOT NULL,
     in_heading boolean NOT NULL,
     PRIMARY KEY (term, passage) INCLUDE (doc, tf, length, in_heading)
   );
   CREATE INDEX postings_doc ON postings (doc);
   CREATE TABLE document_terms (
     term text NOT NULL,
     doc bigint NOT NULL,
     in_title boolean NOT NULL,
     PRIMARY KEY (term, doc) INCLUDE (in_title)
   );
   CREATE INDEX document_terms_doc ON document_terms (doc);
   CREATE TABLE term_stats (
     term text PRIMARY KEY,
     passages bigint NOT NULL,
     documents bigint NOT NULL,
     titles bigint NOT NULL
   );`,
  },
  /*
   * Embeddings (Bedrock's, 256 dimensions) in pgvector, which Aurora PostgreSQL and PGlite offer.
   * Debian's PostgreSQL 15, on which the scale bench may run the lexical search, has no pgvector
   * package: there this waits, and only the Bedrock provider (which reads embeddings) needs it.
   */
  {
    needs: 'vector',
    sql: `CREATE EXTENSION IF NOT EXISTS vector;
   ALTER TABLE passages ADD COLUMN embedding vector(256);
   CREATE INDEX passages_embedding ON passages USING hnsw (embedding vector_cosine_ops);
   CREATE TABLE embedding_cache (
     model text NOT NULL,
     text_hash text NOT NULL,
     embedding vector(256) NOT NULL,
     PRIMARY KEY (model, text_hash)
   );`,
  },
  /*
   * Each posting's impact: the passage's BM25 term-frequency part for that term (with the heading's
   * field), so a search reads a term's best passages first and stops after a few hundred, instead
   * of every passage holding a common word (a tenth of a college's passages; the measurements are
   * in docs/measurements/assistant-scale.md). The constants are BM25's (search.ts) with a fixed
   * average passage of 65 terms, about the seeded notes' average: the impact only orders a term's
   * postings; the score is computed afresh.
   */
  {
    sql: `ALTER TABLE postings ADD COLUMN impact real GENERATED ALWAYS AS (
     tf / (tf + 1.2 * (0.25 + 0.75 * length / 65.0)) + CASE WHEN in_heading THEN 1 ELSE 0 END) STORED;
   CREATE INDEX postings_by_impact ON postings (term, impact DESC) INCLUDE (passage, doc, tf, length, in_heading)`,
  },
];

/* Any number the migrations' lock is known by: two deploys (or start-ups) never migrate at once. */
const MIGRATION_LOCK = 2_032_001;

/*
 * A schema change on a populated table (an index built over a million passages, a column filled)
 * can outlast the Data API's 45 s a call: told to continue, the database finishes it instead of
 * stopping half-way, so every statement a migration sends asks that (decision 40).
 */
const SCHEMA_CHANGE = { continueAfterTimeout: true } as const;

/* How often a migration asks whether the statement the database went on with has ended. */
const STILL_RUNNING_POLL_MS = 2_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const isNamed = (error: unknown, name: string): error is Error =>
  error instanceof Error && error.name === name;

/*
 * One statement of a migration. Past 45 s its call answers StatementTimeoutException while the
 * database goes on in the migration's transaction, which answers "still running a query" until
 * the statement ends: that is waited out, so the transaction commits the change rather than
 * rolling it back (a statement that failed meanwhile leaves the transaction aborted, which the
 * next call reports).
 */
async function changeSchema(statement: string, tx: Transaction): Promise<void> {
  try {
    await execute(statement, {}, tx, SCHEMA_CHANGE);
    return;
  } catch (error) {
    if (!isNamed(error, 'StatementTimeoutException')) throw error;
  }
  for (;;) {
    try {
      await query('SELECT 1', {}, tx);
      return;
    } catch (error) {
      if (!isNamed(error, 'DatabaseErrorException') || !/still running/i.test(error.message)) throw error;
      await sleep(STILL_RUNNING_POLL_MS);
    }
  }
}

/**
 * Applies the migrations not applied yet, in order, each in its own transaction (one waiting for an
 * extension the server lacks is skipped); says how many it applied.
 */
export async function applyMigrations(): Promise<number> {
  await execute(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version int PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    {},
    undefined,
    SCHEMA_CHANGE,
  );
  let applied = 0;
  for (const [at, migration] of MIGRATIONS.entries()) {
    const version = at + 1;
    const done = await inTransaction(async (tx) => {
      await query('SELECT pg_advisory_xact_lock(:lock)', { lock: MIGRATION_LOCK }, tx);
      const found = await query('SELECT 1 FROM schema_migrations WHERE version = :version', { version }, tx);
      if (found.length > 0) return false;
      if (migration.needs) {
        const offered = await query(
          'SELECT 1 FROM pg_available_extensions WHERE name = :name',
          { name: migration.needs },
          tx,
        );
        if (offered.length === 0) return false;
      }
      // The Data API runs one statement a call: a migration's statements are sent one by one.
      for (const statement of migration.sql
        .split(/;\s*$/m)
        .map((part) => part.trim())
        .filter(Boolean)) {
        await changeSchema(statement, tx);
      }
      await execute('INSERT INTO schema_migrations (version) VALUES (:version)', { version }, tx);
      return true;
    });
    if (done) applied += 1;
  }
  return applied;
}
