import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from './clients';

const isConditionFailure = (error: unknown) =>
  error instanceof Error && error.name === 'ConditionalCheckFailedException';

/** Runs a conditional write; true when it was made, false when its condition did not hold. */
export async function writeIfCondition(write: Promise<unknown>): Promise<boolean> {
  try {
    await write;
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Writes the item unless one with its key exists (one conditional put); says whether it wrote.
 * Callers pass `tableName('id')`, so each table a function uses is named where it is used.
 */
export async function putIfAbsent(
  table: string,
  item: Record<string, unknown>,
  keyName: string,
): Promise<boolean> {
  return writeIfCondition(
    dynamo().send(
      new PutCommand({
        TableName: table,
        Item: item,
        ConditionExpression: 'attribute_not_exists(#key)',
        ExpressionAttributeNames: { '#key': keyName },
      }),
    ),
  );
}
