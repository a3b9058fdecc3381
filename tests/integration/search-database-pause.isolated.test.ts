import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKGROUND_FUNCTIONS, type BackgroundFunction } from '../../functions/registry';
import { clearDataApiFaults, type DataApiCall, failNextDataApiCall } from '../../infra/local/rds-data/server';
import { startTestStack, type TestStack } from '../support/test-stack';

/*
 * Every call any Data API stand-in of this process receives, seen through a planned fault that
 * never matches (so every call runs as usual).
 */
function dataApiCalls(): DataApiCall[] {
  const seen: DataApiCall[] = [];
  failNextDataApiCall(
    { status: 500, errorType: 'InternalServerErrorException', message: 'unused' },
    (call) => {
      seen.push(call);
      return false;
    },
  );
  return seen;
}

/* The scheduled jobs that run more often than the cluster pauses, on the word that they ask it only on work. */
const onlyOnWork = (Object.entries(BACKGROUND_FUNCTIONS) as [string, BackgroundFunction][]).filter(
  ([, { trigger }]) => trigger.kind === 'schedule' && trigger.searchDatabaseOnlyOnWork,
);

/*
 * A job that runs every 10 minutes and sends one statement each time keeps an Aurora cluster at
 * minimum capacity 0 from ever pausing (it pauses after 15 minutes without one): an idle
 * college's month would cost about $44 instead of its storage. Each such job, run on a stack with
 * nothing to index or remove, must ask the search database nothing (decision 41).
 */
describe('scheduled jobs on an idle stack (decision 41)', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack();
  }, 60_000);
  afterAll(async () => {
    clearDataApiFaults();
    await stack?.destroy();
  });

  it('names at least the ingestion sweep as asking the search database only on work', () => {
    expect(onlyOnWork.map(([id]) => id)).toContain('gptIngestSweep');
  });

  it.each(onlyOnWork)(
    '%s sends the search database no statement when there is nothing to do',
    async (_id, job) => {
      const entry = new URL(`../../${job.entry}`, import.meta.url).href;
      const { handler } = (await import(/* @vite-ignore */ entry)) as { handler: () => Promise<unknown> };
      const seen = dataApiCalls();
      await handler();
      await handler();
      expect(seen).toEqual([]);
      clearDataApiFaults();
    },
  );

  it('sees the statements a job does send (the count above is of something)', async () => {
    const { handler } = await import('../../functions/assistant/migrate-handler');
    const seen = dataApiCalls();
    await handler();
    expect(seen.length).toBeGreaterThan(0);
    clearDataApiFaults();
  });
});
