import type { AddressInfo } from 'node:net';
import {
  ExecuteStatementCommand,
  type ExecuteStatementCommandInput,
  type ExecuteStatementCommandOutput,
  RDSDataClient,
} from '@aws-sdk/client-rds-data';
import type { SqlBackend } from '../../infra/local/rds-data/backend';
import { createDataApiServer, type DataApiServerOptions } from '../../infra/local/rds-data/server';

/*
 * The Data API stand-in over a backend, and the real SDK client pointed at it, for tests of the
 * stand-in itself: what a function's call meets, error classes included (no retries, so each
 * answer is the stand-in's own).
 */

export const STAND_IN_TARGET = {
  resourceArn: 'arn:aws:rds:us-east-1:000000000000:cluster:stand-in-test',
  secretArn: 'arn:aws:secretsmanager:us-east-1:000000000000:secret:stand-in-test',
};

export interface DataApiStandIn {
  readonly endpoint: string;
  readonly client: RDSDataClient;
  /** One ExecuteStatement with JSON records. */
  sql(text: string, more?: Partial<ExecuteStatementCommandInput>): Promise<ExecuteStatementCommandOutput>;
  /** One statement's rows. */
  rows(text: string, more?: Partial<ExecuteStatementCommandInput>): Promise<Record<string, unknown>[]>;
  close(): Promise<void>;
}

export async function startDataApiStandIn(
  backend: SqlBackend,
  options: DataApiServerOptions = {},
): Promise<DataApiStandIn> {
  const server = createDataApiServer(backend, options);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const client = new RDSDataClient({
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
  const sql = (text: string, more: Partial<ExecuteStatementCommandInput> = {}) =>
    client.send(
      new ExecuteStatementCommand({ ...STAND_IN_TARGET, sql: text, formatRecordsAs: 'JSON', ...more }),
    );
  return {
    endpoint,
    client,
    sql,
    async rows(text, more) {
      return JSON.parse((await sql(text, more)).formattedRecords ?? '[]') as Record<string, unknown>[];
    },
    async close() {
      client.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A call's error as its name and message, so a test can compare it whole. */
export const refusal = (call: Promise<unknown>) =>
  call.then(
    () => ({ name: 'none', message: 'the call succeeded' }),
    (error: Error) => ({ name: error.name, message: error.message }),
  );
