import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, paginateScan } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../functions/lib/env';

export interface Percentiles {
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
}

export function percentiles(samples: number[]): Percentiles {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}

export async function time(fn: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

/**
 * Times the departments list through the local API and the same scan sent straight to the
 * DynamoDB stand-in, alternating the two so both see the same machine load.
 */
export function departmentsLatency(apiUrl: string, rounds: number, warmup: number) {
  return apiAgainstTable({
    url: `${apiUrl}/api/admin/departments`,
    direct: async (client) => {
      for await (const _page of paginateScan({ client }, { TableName: tableName('departments') })) {
        // Reading every page is the work; the items themselves are not needed here.
      }
    },
    rounds,
    warmup,
  });
}

/**
 * A GET through the local API against the same read sent straight to the stand-in (see
 * compareLatency), the direct read given a DynamoDB client of its own for the run.
 */
export async function apiAgainstTable(options: {
  readonly url: string;
  readonly headers?: Record<string, string>;
  readonly direct: (client: DynamoDBDocumentClient) => Promise<unknown>;
  readonly rounds: number;
  readonly warmup: number;
}) {
  const client = DynamoDBDocumentClient.from(new DynamoDBClient({}));
  // fetch keeps its connection open between calls, as a browser does.
  const viaApi = async () => {
    const response = await fetch(options.url, { headers: options.headers });
    if (!response.ok) throw new Error(`API answered ${response.status}`);
    await response.json();
  };
  const direct = () => options.direct(client);
  const result = await compareLatency(viaApi, direct, options.rounds, options.warmup);
  client.destroy();
  return result;
}

/**
 * Times a call through the local API against the same read sent straight to the stand-in,
 * alternating the two so both see the same machine load, after a warm-up of each.
 */
export async function compareLatency(
  viaApi: () => Promise<unknown>,
  direct: () => Promise<unknown>,
  rounds: number,
  warmup: number,
): Promise<{ api: Percentiles; dynamo: Percentiles }> {
  for (let i = 0; i < warmup; i++) {
    await viaApi();
    await direct();
  }
  const api: number[] = [];
  const dynamo: number[] = [];
  for (let i = 0; i < rounds; i++) {
    api.push(await time(viaApi));
    dynamo.push(await time(direct));
  }
  return { api: percentiles(api), dynamo: percentiles(dynamo) };
}
