import {
  type AttributeValue,
  BatchWriteItemCommand,
  CreateTableCommand,
  type CreateTableCommandInput,
  DeleteTableCommand,
  DescribeTableCommand,
  type DynamoDBClient,
  ScanCommand,
  waitUntilTableExists,
  waitUntilTableNotExists,
} from '@aws-sdk/client-dynamodb';

type Item = Record<string, AttributeValue>;

/* BatchWriteItem's own limit. */
const BATCH_SIZE = 25;
const WAIT = { maxWaitTime: 30, minDelay: 1, maxDelay: 1 };

const indexShape = (index: {
  IndexName?: string;
  KeySchema?: { AttributeName?: string; KeyType?: string }[];
}) =>
  `${index.IndexName}(${(index.KeySchema ?? []).map((key) => `${key.AttributeName}:${key.KeyType}`).join(',')})`;

const indexShapes = (indexes: readonly Parameters<typeof indexShape>[0][]) =>
  new Set(indexes.map(indexShape));

const onlyIn = (these: Set<string>, those: Set<string>) =>
  [...these].filter((shape) => !those.has(shape)).join(', ') || 'none';

async function allItems(client: DynamoDBClient, table: string): Promise<Item[]> {
  const items: Item[] = [];
  let start: Item | undefined;
  do {
    const page = await client.send(new ScanCommand({ TableName: table, ExclusiveStartKey: start }));
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

async function writeAll(client: DynamoDBClient, table: string, items: readonly Item[]): Promise<void> {
  for (let at = 0; at < items.length; at += BATCH_SIZE) {
    let requests = items.slice(at, at + BATCH_SIZE).map((Item) => ({ PutRequest: { Item } }));
    for (let attempt = 0; requests.length > 0; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(50 * 2 ** attempt, 2000)));
      const { UnprocessedItems } = await client.send(
        new BatchWriteItemCommand({ RequestItems: { [table]: requests } }),
      );
      requests = (UnprocessedItems?.[table] ?? []).flatMap((request) =>
        request.PutRequest?.Item ? [{ PutRequest: { Item: request.PutRequest.Item } }] : [],
      );
    }
  }
}

/**
 * A local table made by an older definition keeps its old indexes: CreateTable finds it there, and
 * dynalite cannot add a global secondary index with UpdateTable. So a table whose indexes differ
 * from its definition is rebuilt: its items read, the table deleted and made again from the
 * definition, the items written back. Local data only (a deployed table changes through
 * CloudFormation); without it a `.data/` folder made before an index was added fails every query
 * of that index until the folder is deleted.
 */
export async function bringIndexesUpToDate(
  client: DynamoDBClient,
  definition: CreateTableCommandInput,
  say: (line: string) => void = console.log,
): Promise<void> {
  const TableName = definition.TableName;
  const { Table } = await client.send(new DescribeTableCommand({ TableName }));
  const stored = indexShapes(Table?.GlobalSecondaryIndexes ?? []);
  const wanted = indexShapes(definition.GlobalSecondaryIndexes ?? []);
  const added = onlyIn(wanted, stored);
  const dropped = onlyIn(stored, wanted);
  if (added === 'none' && dropped === 'none') return;

  const items = await allItems(client, TableName as string);
  await client.send(new DeleteTableCommand({ TableName }));
  await waitUntilTableNotExists({ client, ...WAIT }, { TableName });
  await client.send(new CreateTableCommand(definition));
  await waitUntilTableExists({ client, ...WAIT }, { TableName });
  await writeAll(client, TableName as string, items);
  say(
    `Rebuilt the local table ${TableName} to its definition (indexes added: ${added}; dropped: ${dropped}), ` +
      `its ${items.length} items kept.`,
  );
}
