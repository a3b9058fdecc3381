import {
  BeginTransactionCommand,
  CommitTransactionCommand,
  ExecuteStatementCommand,
  RollbackTransactionCommand,
  type SqlParameter,
} from '@aws-sdk/client-rds-data';
import { rdsData } from './clients/rds-data';
import { isDatabaseResuming } from './database-resuming';
import { requireEnv } from './env';
import { SEARCH_DATABASE_ENV } from './resources/search-database';

/*
 * The assistant's search database, PostgreSQL, through the RDS Data API: Aurora Serverless v2 on
 * AWS, the local stand-in over PGlite (infra/local/rds-data/) on a laptop and in tests. The Data API
 * keeps the functions outside any VPC and needs no connection pool; the SDK finds the stand-in
 * through AWS_ENDPOINT_URL_RDS_DATA, so nothing here knows where it runs.
 */

/** A statement's named parameters (`:name` in the SQL): JSON goes in as a string and is cast there. */
export type SqlParams = Readonly<Record<string, string | number | boolean | null | undefined>>;

/**
 * An Aurora cluster paused at 0 ACU answers DatabaseResumingException while it wakes (up to about
 * 15 s, AWS says, longer after a long pause). Each call waits that out, tried again 1, 2, then 4 s
 * apart (whileResuming), up to this long in all, inside an API function's 10 s, before the error
 * reaches its caller: an API call then answers 503 with Retry-After (http.ts), the worker waits on
 * as for throttling (functions/lib/throttling.ts), and the migration tries its whole work again
 * (migrate-handler.ts).
 */
export const RESUME_WAIT_MS = 8_000;
/**
 * How long work that no one waits on (the deploy's migration, an ingestion) tries again while the
 * database resumes: a minute, past AWS's 15 s and a longer wake after a long pause, inside those
 * functions' 300 s.
 */
export const RESUME_WAIT_IN_BACKGROUND_MS = 60_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const dataApi = rdsData;

/**
 * Runs `work` again while the database answers that it is resuming, 1, 2, then 4 s apart, until
 * `waitMs` have passed; any other error, or the last try's, reaches the caller.
 */
export async function whileResuming<T>(work: () => Promise<T>, waitMs: number): Promise<T> {
  const deadline = Date.now() + waitMs;
  for (let wait = 1000; ; wait = Math.min(wait * 2, 4000)) {
    try {
      return await work();
    } catch (error) {
      if (!isDatabaseResuming(error) || Date.now() + wait > deadline) throw error;
      await sleep(wait);
    }
  }
}

/* One Data API call, a paused cluster's waking waited out (RESUME_WAIT_MS). */
const patiently = <T>(call: () => Promise<T>): Promise<T> => whileResuming(call, RESUME_WAIT_MS);

const target = () => ({
  resourceArn: requireEnv(SEARCH_DATABASE_ENV.clusterArn),
  secretArn: requireEnv(SEARCH_DATABASE_ENV.secretArn),
  database: requireEnv(SEARCH_DATABASE_ENV.database),
});

function parameter(name: string, value: SqlParams[string]): SqlParameter {
  if (value === null || value === undefined) return { name, value: { isNull: true } };
  if (typeof value === 'boolean') return { name, value: { booleanValue: value } };
  if (typeof value === 'number') {
    return Number.isInteger(value)
      ? { name, value: { longValue: value } }
      : { name, value: { doubleValue: value } };
  }
  return { name, value: { stringValue: value } };
}

/** The database's transaction a statement runs in, if any (see `inTransaction`). */
export interface Transaction {
  readonly transactionId: string;
}

/** How a statement is run beyond its SQL. */
export interface StatementOptions {
  /*
   * The Data API ends a call after 45 s and, unless told to continue, stops its statement: a schema
   * change on a populated table (an index built, a column filled) asks to continue.
   */
  readonly continueAfterTimeout?: boolean;
}

/* One statement, its changes counted, its rows as JSON when asked for. */
const run = (
  sql: string,
  params: SqlParams,
  tx: Transaction | undefined,
  rows: boolean,
  options: StatementOptions = {},
) =>
  patiently(() =>
    dataApi().send(
      new ExecuteStatementCommand({
        ...target(),
        sql,
        parameters: Object.entries(params).map(([name, value]) => parameter(name, value)),
        ...(rows ? { formatRecordsAs: 'JSON' as const } : {}),
        ...(tx ? { transactionId: tx.transactionId } : {}),
        ...(options.continueAfterTimeout ? { continueAfterTimeout: true } : {}),
      }),
    ),
  );

/**
 * Runs one statement and gives its rows as objects (the Data API's JSON records: a bigint column is
 * a number, an array or jsonb column arrives as JSON; cast anything else to text in the SQL).
 */
export async function query<Row>(sql: string, params: SqlParams = {}, tx?: Transaction): Promise<Row[]> {
  const output = await run(sql, params, tx, true);
  return output.formattedRecords ? (JSON.parse(output.formattedRecords) as Row[]) : [];
}

/** Runs one statement that returns no rows; says how many rows it changed. */
export async function execute(
  sql: string,
  params: SqlParams = {},
  tx?: Transaction,
  options?: StatementOptions,
): Promise<number> {
  return (await run(sql, params, tx, false, options)).numberOfRecordsUpdated ?? 0;
}

/**
 * Runs `work` in one transaction: committed when it returns, rolled back when it throws (the Data
 * API also rolls back a transaction left idle for three minutes, so a function that dies mid-way
 * leaves nothing half-written).
 */
export async function inTransaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
  const { transactionId } = await patiently(() => dataApi().send(new BeginTransactionCommand(target())));
  if (!transactionId) throw new Error('The Data API began no transaction');
  const { resourceArn, secretArn } = target();
  let result: T;
  try {
    result = await work({ transactionId });
  } catch (error) {
    await dataApi()
      .send(new RollbackTransactionCommand({ resourceArn, secretArn, transactionId }))
      .catch(() => undefined);
    throw error;
  }
  await dataApi().send(new CommitTransactionCommand({ resourceArn, secretArn, transactionId }));
  return result;
}

/**
 * Asks the database for nothing (`SELECT 1`), so that an API call that would write elsewhere before
 * its first statement meets a resuming cluster first: it answers 503 having stored nothing, and
 * the cluster it woke stays up for the statements that follow.
 */
export async function awaken(): Promise<void> {
  await run('SELECT 1', {}, undefined, false);
}
