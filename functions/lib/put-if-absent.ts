import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from './clients/dynamo';

const isConditionFailure = (error: unknown) =>
  error instanceof Error && error.name === 'ConditionalCheckFailedException';

/** Runs a conditional write; its answer, or undefined when its condition did not hold. */
export async function unlessConditionFails<T>(write: Promise<T>): Promise<T | undefined> {
  try {
    return await write;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** Runs a conditional write; true when it was made, false when its condition did not hold. */
export async function writeIfCondition(write: Promise<unknown>): Promise<boolean> {
  return (await unlessConditionFails(write.then(() => true))) ?? false;
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
