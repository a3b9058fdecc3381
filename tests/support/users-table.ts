import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../../functions/lib/env';

/** Every stored account's login, read straight from the DynamoDB stand-in. */
export async function storedLogins(): Promise<string[]> {
  const client = DynamoDBDocumentClient.from(new DynamoDBClient({}));
  try {
    const result = await client.send(
      new ScanCommand({ TableName: tableName('users'), ProjectionExpression: 'login' }),
    );
    return (result.Items ?? []).map((item) => item.login as string).sort();
  } finally {
    client.destroy();
  }
}
