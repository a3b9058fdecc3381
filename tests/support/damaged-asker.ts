import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../functions/lib/clients/dynamo';
import { tableName } from '../../functions/lib/env';

/*
 * An asker whose account is damaged (its class is not text), so every try to answer them fails
 * where the worker reads their account; `mend` puts it right, as an operator would. Mended, it is a
 * whole Student's account: the worker reads it through the accounts group, which checks all of it.
 */
export async function damagedAsker(ownerId: string): Promise<{ mend: () => Promise<void> }> {
  const account = {
    login: `damaged-${ownerId}@campus.test`,
    userId: ownerId,
    firstName: 'Ira',
    lastName: 'Sen',
    birthDate: '2001-01-01',
    role: 'Student',
    status: 'active',
    passwordHash: 'scrypt$not-a-real-hash',
    createdAt: new Date().toISOString(),
    year: 'SE',
    division: 'A',
  };
  const put = (branch: unknown) =>
    dynamo().send(new PutCommand({ TableName: tableName('users'), Item: { ...account, branch } }));
  await put(42);
  return { mend: () => put('Computer Engineering').then(() => undefined) };
}
