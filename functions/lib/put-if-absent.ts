import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { TableId } from '../../infra/definitions/tables';
import { dynamo } from './clients';
import { tableName } from './env';

export const isConditionFailure = (error: unknown) =>
  error instanceof Error && error.name === 'ConditionalCheckFailedException';

/** Writes the item unless one with its key exists (one conditional put); says whether it wrote. */
export async function putIfAbsent(
  table: TableId,
  item: Record<string, unknown>,
  keyName: string,
): Promise<boolean> {
  try {
    await dynamo().send(
      new PutCommand({
        TableName: tableName(table),
        Item: item,
        ConditionExpression: 'attribute_not_exists(#key)',
        ExpressionAttributeNames: { '#key': keyName },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
