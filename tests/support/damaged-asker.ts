import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../functions/lib/clients/dynamo';
import { tableName } from '../../functions/lib/env';

/*
 * An asker whose account is damaged (its class is not text), so every try to answer them fails
 * where the worker reads their class; `mend` puts it right, as an operator would.
 */
export async function damagedAsker(ownerId: string): Promise<{ mend: () => Promise<void> }> {
  const login = `damaged-${ownerId}@campus.test`;
  const put = (branch: unknown) =>
    dynamo().send(
      new PutCommand({ TableName: tableName('users'), Item: { login, userId: ownerId, branch } }),
    );
  await put(42);
  return { mend: () => put('Computer').then(() => undefined) };
}
