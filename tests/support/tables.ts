import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../../functions/lib/env';
import type { TableId } from '../../functions/lib/resources/tables';

/** Every item of a table, read straight from the DynamoDB stand-in (test tables are small). */
export async function scanTable(table: TableId): Promise<Record<string, unknown>[]> {
  const client = DynamoDBDocumentClient.from(new DynamoDBClient({}));
  try {
    return (await client.send(new ScanCommand({ TableName: tableName(table) }))).Items ?? [];
  } finally {
    client.destroy();
  }
}

/** Every stored account's login, sorted. */
export async function storedLogins(): Promise<string[]> {
  return (await scanTable('users')).map((item) => item.login as string).sort();
}

export const storedContactMessages = () => scanTable('contactMessages');
