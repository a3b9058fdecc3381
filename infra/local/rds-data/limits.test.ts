import {
  BeginTransactionCommand,
  CommitTransactionCommand,
  type RDSDataClient,
  RollbackTransactionCommand,
} from '@aws-sdk/client-rds-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type DataApiStandIn,
  refusal,
  startDataApiStandIn,
  STAND_IN_TARGET as target,
} from '../../../tests/support/data-api-stand-in';
import { pgliteBackend, type SqlBackend } from './backend';

/*
 * The stand-in's limits seen through the real SDK client, as a function sees them: each refusal is
 * the error class the Data API raises. The statement limit is 1 s here instead of AWS's 45 s.
 */

const STATEMENT_MS = 1000;

let backend: SqlBackend;
let standIn: DataApiStandIn;
let client: RDSDataClient;
const sql: DataApiStandIn['sql'] = (text, more) => standIn.sql(text, more);
const rows: DataApiStandIn['rows'] = (text, more) => standIn.rows(text, more);
const marks = async () => (await rows('SELECT count(*)::int AS n FROM marks'))[0]?.n;

beforeAll(async () => {
  backend = await pgliteBackend('memory://');
  standIn = await startDataApiStandIn(backend, { limits: { statementMs: STATEMENT_MS } });
  client = standIn.client;
  await sql('CREATE TABLE marks (n int)');
}, 60_000);

afterAll(async () => {
  await standIn?.close();
  await backend?.close();
});

describe('the Data API stand-in keeps AWS limits', () => {
  // Twenty rows each under the 64 KB a row may hold: only their sum passes a limit.
  const twenty = (size: number) => `SELECT repeat('x', ${size}) AS big FROM generate_series(1, 20)`;

  it('refuses a response over 1 MiB of records and answers one under it', async () => {
    expect(await refusal(sql(twenty(55_000)))).toEqual({
      name: 'BadRequestException',
      message: 'Database returned more than the allowed response size limit',
    });
    const answered = await rows(twenty(50_000));
    expect(answered.map((row) => String(row.big).length)).toEqual(Array(20).fill(50_000));
  });

  it('refuses a row over 64 KB, however small the response, and answers one under it', async () => {
    expect(await refusal(sql("SELECT repeat('x', 65536) AS big"))).toEqual({
      name: 'BadRequestException',
      message: 'Packet for query is too large',
    });
    expect((await rows("SELECT repeat('x', 65000) AS big"))[0]?.big).toHaveLength(65_000);
  });

  it('refuses a request over 4 MiB without running it, and runs one under it', async () => {
    const insert = (size: number) =>
      sql('INSERT INTO marks SELECT length(:text)', {
        parameters: [{ name: 'text', value: { stringValue: 'y'.repeat(size) } }],
      });
    const before = await marks();
    const refused = await refusal(insert(4 * 1024 * 1024 + 1));
    expect(refused.name).toBe('BadRequestException');
    expect(refused.message).toContain('4194304 bytes');
    expect(await marks()).toBe(before);
    await insert(3 * 1024 * 1024);
    expect(await marks()).toBe(Number(before) + 1);
  });

  it('stops a statement that runs past the limit, and undoes what it did', async () => {
    const before = await marks();
    const slow = 'INSERT INTO marks SELECT 1 FROM pg_sleep(1.3)';
    expect((await refusal(sql(slow))).name).toBe('StatementTimeoutException');
    expect(await marks()).toBe(before);
  });

  it('lets a statement that says continueAfterTimeout run on, still answering the timeout', async () => {
    const before = await marks();
    const slow = 'INSERT INTO marks SELECT 1 FROM pg_sleep(1.3)';
    const answered = await refusal(sql(slow, { continueAfterTimeout: true }));
    expect(answered).toEqual({ name: 'StatementTimeoutException', message: 'Request timed out' });
    await expect.poll(marks, { timeout: 5000 }).toBe(Number(before) + 1);
  });

  it('leaves a transaction whose statement ran too long good only for rolling back', async () => {
    const { transactionId } = await client.send(new BeginTransactionCommand(target));
    await sql('INSERT INTO marks VALUES (7)', { transactionId });
    const slow = await refusal(sql('SELECT pg_sleep(1.3)', { transactionId }));
    expect(slow.name).toBe('StatementTimeoutException');
    expect((await refusal(sql('SELECT 1', { transactionId }))).message).toContain(
      'current transaction is aborted',
    );
    await client.send(new RollbackTransactionCommand({ ...target, transactionId }));
    expect(await rows('SELECT n FROM marks WHERE n = 7')).toEqual([]);
  });

  it('keeps no session setting from one call to the next, except within a transaction', async () => {
    const searchPath = await rows('SHOW search_path');
    await sql("SELECT set_config('application_name', 'leaked', false)");
    await sql('SET search_path TO nowhere');
    expect(await rows('SHOW application_name')).toEqual([{ application_name: '' }]);
    expect(await rows('SHOW search_path')).toEqual(searchPath);

    const { transactionId } = await client.send(new BeginTransactionCommand(target));
    await sql("SET application_name = 'inside'", { transactionId });
    expect(await rows('SHOW application_name', { transactionId })).toEqual([{ application_name: 'inside' }]);
    await client.send(new CommitTransactionCommand({ ...target, transactionId }));
    expect(await rows('SHOW application_name')).toEqual([{ application_name: '' }]);
  });

  it("gives each call the database's defaults, set since the session began too", async () => {
    const [{ name } = { name: '' }] = (await rows('SELECT current_database() AS name')) as { name: string }[];
    const workMem = await rows('SHOW work_mem');
    await sql(`ALTER DATABASE "${name}" SET work_mem = '8MB'`);
    await sql("SET work_mem = '16MB'");
    expect(await rows('SHOW work_mem')).toEqual([{ work_mem: '8MB' }]);
    await sql(`ALTER DATABASE "${name}" RESET work_mem`);
    expect(await rows('SHOW work_mem')).toEqual(workMem);
  });

  it('runs a statement that refuses a transaction block', async () => {
    await expect(sql('VACUUM marks')).resolves.toMatchObject({ numberOfRecordsUpdated: 0 });
  });

  it('does not let an open transaction stall other callers past the statement limit', async () => {
    const { transactionId } = await client.send(new BeginTransactionCommand(target));
    const started = Date.now();
    expect((await refusal(sql('SELECT 1'))).name).toBe('StatementTimeoutException');
    expect(Date.now() - started).toBeLessThan(STATEMENT_MS + 1500);
    await client.send(new CommitTransactionCommand({ ...target, transactionId }));
    expect(await rows('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });
});

describe('the Data API stand-in answers only signed JSON calls, never a web page', () => {
  const signature = `AWS4-HMAC-SHA256 Credential=local/20261201/us-east-1/rds-data/aws4_request, SignedHeaders=host;x-amz-date, Signature=${'a'.repeat(64)}`;
  const post = (headers: Record<string, string>) =>
    fetch(`${standIn.endpoint}/Execute`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ ...target, sql: 'CREATE TABLE planted (n int)' }),
    });
  const planted = async () => (await rows("SELECT to_regclass('planted')::text AS t"))[0]?.t;

  it.each([
    [
      'an unsigned text/plain body',
      { 'content-type': 'text/plain' },
      403,
      'MissingAuthenticationTokenException',
    ],
    [
      'an unsigned JSON body',
      { 'content-type': 'application/json' },
      403,
      'MissingAuthenticationTokenException',
    ],
    [
      'a signed text/plain body',
      { 'content-type': 'text/plain', authorization: signature },
      400,
      'BadRequestException',
    ],
    [
      'a signed JSON body from a web page',
      { 'content-type': 'application/json', authorization: signature, origin: 'https://elsewhere.example' },
      403,
      'ForbiddenException',
    ],
  ])('refuses %s without running it', async (_name, headers, status, errorType) => {
    const response = await post(headers);
    expect(response.status).toBe(status);
    expect(response.headers.get('x-amzn-errortype')).toBe(errorType);
    expect(await planted()).toBeNull();
  });
});
