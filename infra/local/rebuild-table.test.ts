import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  GetItemCommand,
  PutItemCommand,
  QueryCommand,
} from '@aws-sdk/client-dynamodb';
import dynalite from 'dynalite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TABLES } from '../../functions/lib/resources/tables';
import { createTables, localName } from './provision';

const NOTES = localName('notes');
/* 60 notes: more than two BatchWriteItem calls' worth, each with a number and a set to keep. */
const ITEMS = Array.from({ length: 60 }, (_, i) => ({
  id: { S: `note-${String(i).padStart(2, '0')}` },
  feed: { S: 'notes' },
  createdAt: { S: `2026-11-${String((i % 28) + 1).padStart(2, '0')}T00:00:00.000Z` },
  sizeBytes: { N: String(1000 + i) },
  tags: { SS: ['old', `n${i}`] },
  ...(i % 3 === 0
    ? { reconcile: { S: 'index' }, reconcileSince: { S: `2026-11-30T00:00:${String(i).padStart(2, '0')}Z` } }
    : {}),
}));

let dataDir: string;

/* dynalite on a folder, as `npm start` runs it on `.data/`: a restart finds what the last run left. */
async function withStandIn<T>(use: (client: DynamoDBClient) => Promise<T>): Promise<T> {
  const server: Server = dynalite({ path: dataDir, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const client = new DynamoDBClient({
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    return await use(client);
  } finally {
    client.destroy();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

const indexNames = async (client: DynamoDBClient) =>
  ((await client.send(new DescribeTableCommand({ TableName: NOTES }))).Table?.GlobalSecondaryIndexes ?? [])
    .map((index) => index.IndexName)
    .sort();

/* The ids an index's partition holds, in its order. */
const idsIn = async (client: DynamoDBClient, index: 'toReconcile' | 'newest', partition: string) => {
  const key = index === 'toReconcile' ? 'reconcile' : 'feed';
  const { Items } = await client.send(
    new QueryCommand({
      TableName: NOTES,
      IndexName: index,
      KeyConditionExpression: `${key} = :partition`,
      ExpressionAttributeValues: { ':partition': { S: partition } },
    }),
  );
  return (Items ?? []).map((item) => item.id?.S);
};
const owedIds = ITEMS.filter((item) => item.reconcile).map((item) => item.id.S);

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'campus-rebuild-'));
  // The notes table as a run before its toReconcile index made it, holding notes.
  await withStandIn(async (client) => {
    const older = TABLES.notes.indexes.filter((index) => index.name !== 'toReconcile');
    await client.send(
      new CreateTableCommand({
        TableName: NOTES,
        BillingMode: 'PAY_PER_REQUEST',
        KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
        AttributeDefinitions: [
          { AttributeName: 'id', AttributeType: 'S' },
          ...['feed', 'branchKey', 'yearKey', 'subjectKey', 'createdAt'].map((name) => ({
            AttributeName: name,
            AttributeType: 'S' as const,
          })),
        ],
        GlobalSecondaryIndexes: older.map((index) => ({
          IndexName: index.name,
          KeySchema: [
            { AttributeName: index.partitionKey.name, KeyType: 'HASH' },
            { AttributeName: index.sortKey.name, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        })),
      }),
    );
    for (const Item of ITEMS) await client.send(new PutItemCommand({ TableName: NOTES, Item }));
  });
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('createTables on a data folder made by an older definition', () => {
  it('rebuilds a table whose indexes differ, keeps every item, and says so in one line', async () => {
    const said: string[] = [];
    await withStandIn(async (client) => {
      expect(await indexNames(client)).not.toContain('toReconcile');
      await createTables(client, (line) => said.push(line));

      expect(await indexNames(client)).toEqual(TABLES.notes.indexes.map((index) => index.name).sort());
      expect(await idsIn(client, 'toReconcile', 'index')).toEqual(owedIds);
      for (const Item of [ITEMS.at(0), ITEMS.at(-1)].filter((item) => item !== undefined)) {
        const stored = await client.send(new GetItemCommand({ TableName: NOTES, Key: { id: Item.id } }));
        expect(stored.Item).toEqual(Item);
      }
      expect(await idsIn(client, 'newest', 'notes')).toHaveLength(ITEMS.length);
    });
    expect(said).toEqual([
      `Rebuilt the local table ${NOTES} to its definition (indexes added: toReconcile(reconcile:HASH,reconcileSince:RANGE); dropped: none), its 60 items kept.`,
    ]);
  });

  it('leaves tables that match their definition as they are, silently, on the next start', async () => {
    const said: string[] = [];
    await withStandIn(async (client) => {
      await createTables(client, (line) => said.push(line));
      expect(await idsIn(client, 'toReconcile', 'index')).toEqual(owedIds);
    });
    expect(said).toEqual([]);
  });
});
