import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { applyMigrations } from '../../functions/assistant/store/schema';
import { execute } from '../../functions/lib/search-database';
import { localAwsEnvironment } from '../../infra/local/aws-env';
import { pgliteBackend } from '../../infra/local/rds-data/backend';
import { createDataApiServer, type DataApiServerOptions } from '../../infra/local/rds-data/server';

/*
 * A search database of the test file's own: PGlite in memory behind the Data API stand-in, so the
 * functions' real statements run through the real SDK client, within the Data API's limits (AWS's
 * unless `options` names smaller ones). Emptied before each test.
 */
export function useSearchDatabase(options: DataApiServerOptions = {}): void {
  let stop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const backend = await pgliteBackend('memory://');
    const server = createDataApiServer(backend, options);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    Object.assign(process.env, localAwsEnvironment({ rdsdata: `http://127.0.0.1:${port}` }));
    await applyMigrations();
    stop = async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await backend.close();
    };
  }, 60_000);
  beforeEach(async () => {
    await execute(
      'TRUNCATE search_documents, passages, postings, document_terms, term_stats, embedding_cache RESTART IDENTITY',
    );
  });
  afterAll(async () => {
    await stop?.();
  });
}
