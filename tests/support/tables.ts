import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../functions/lib/clients/dynamo';
import { tableName } from '../../functions/lib/env';
import type { TableId } from '../../functions/lib/resources/tables';

/**
 * Every item of a table, read straight from the DynamoDB stand-in, page by page. It reads through
 * the process's own client, the one the handlers in this process write with: clients are made once
 * per process (test-stack.ts), so in a test runner that started a second stack a fresh client
 * would read another stand-in than the one the handlers wrote to.
 */
export async function scanTable(table: TableId): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new ScanCommand({ TableName: tableName(table), ExclusiveStartKey: start }),
    );
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

/** Every stored account's login, sorted. */
export async function storedLogins(): Promise<string[]> {
  return (await scanTable('users')).map((item) => item.login as string).sort();
}

export const storedContactMessages = () => scanTable('contactMessages');
