import { describe, expect, it } from 'vitest';
import { dataApiCallsDuring } from '../../../tests/support/data-api-calls';
import { useSearchDatabase } from '../../../tests/support/search-database';
import { execute, query } from '../../lib/search-database';
import { applyMigrations } from './schema';

/* A statement that changes the schema (the rest of what a migration sends reads or records). */
const changesSchema = (sql: string) => /^\s*(CREATE|ALTER|DROP)\b/i.test(sql);

/* A statement that may outlast its call, kept: its call's timeout is what such a call answers. */
async function continued(sql: string): Promise<void> {
  await execute(sql, {}, undefined, { continueAfterTimeout: true }).catch((error: unknown) => {
    if (!(error instanceof Error && error.name === 'StatementTimeoutException')) throw error;
  });
}

/* A call may last a second here, not 45: a populated table's schema change outlasts it. */
describe("the search database's migrations", { timeout: 120_000 }, () => {
  useSearchDatabase({ limits: { statementMs: 1_000 } });

  it('ask the Data API to finish each schema change past its time, on an empty database and again', async () => {
    // The database as a first deploy finds it: nothing of the schema yet.
    await execute(
      'DROP TABLE schema_migrations, search_documents, passages, postings, document_terms, term_stats, embedding_cache',
    );
    await execute('DROP EXTENSION vector');
    const first = await dataApiCallsDuring(async () => expect(await applyMigrations()).toBe(3));
    const changes = first.filter((call) => changesSchema(call.input.sql ?? ''));
    // Every table, index and column of the three migrations, and the migrations' own table.
    expect(changes.length).toBeGreaterThanOrEqual(15);
    expect(changes.filter((call) => call.input.continueAfterTimeout !== true)).toEqual([]);
    expect(changes.some((call) => /CREATE INDEX passages_embedding/.test(call.input.sql ?? ''))).toBe(true);
    // Applied once: a second run changes nothing, and what it does send still asks to continue.
    const again = await dataApiCallsDuring(async () => expect(await applyMigrations()).toBe(0));
    expect(
      again.filter((call) => changesSchema(call.input.sql ?? '') && !call.input.continueAfterTimeout),
    ).toEqual([]);
    const [applied] = await query<{ n: number }>('SELECT count(*)::int AS n FROM schema_migrations');
    expect(applied?.n).toBe(3);
  });

  it('waits out a schema change that outlasts its call, and commits it', async () => {
    // Migration 3 (each posting's impact, and its index) not applied yet, over 400,000 postings.
    await execute('ALTER TABLE postings DROP COLUMN impact');
    await execute('DELETE FROM schema_migrations WHERE version = 3');
    await continued(
      `INSERT INTO postings (term, passage, doc, tf, length, in_heading)
       SELECT 'term' || (n % 5000), n, n / 50, 1 + n % 3, 40 + n % 50, n % 7 = 0 FROM generate_series(1, 400000) AS n`,
    );
    const calls = await dataApiCallsDuring(async () => expect(await applyMigrations()).toBe(1));
    // A change's call ended at the limit, and the database went on with it.
    expect(calls.some((call) => call.errorType === 'StatementTimeoutException')).toBe(true);
    const [filled] = await query<{ n: number }>('SELECT count(impact)::int AS n FROM postings');
    expect(filled?.n).toBe(400_000);
    expect(await query("SELECT 1 FROM pg_indexes WHERE indexname = 'postings_by_impact'")).toHaveLength(1);
    const [applied] = await query<{ n: number }>('SELECT max(version)::int AS n FROM schema_migrations');
    expect(applied?.n).toBe(3);
  });
});
