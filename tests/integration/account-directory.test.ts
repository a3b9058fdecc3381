import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import type { AccountSearchPage } from '#shared/schemas/account-admin';
import { tableName } from '../../functions/lib/env';
import { adminSession } from '../support/admin-session';
import { call } from '../support/api';

const run = promisify(execFile);

describe('npm run fill-account-directory: accounts stored before the directory', () => {
  const session = adminSession();
  const found = async (q: string) =>
    (
      (
        await call(session.stack.apiUrl, 'GET', `/api/admin/accounts?q=${encodeURIComponent(q)}`, {
          token: session.admin,
        })
      ).body as AccountSearchPage
    ).accounts.map((account) => account.email);

  it('lists them, after which the search finds them by name; by whole email they were found all along', async () => {
    const surname = `Older${randomUUID().slice(0, 8)}`;
    const login = `${surname.toLowerCase()}@example.org`;
    // Stored as accounts were before the directory: straight into users, with no entries.
    const client = DynamoDBDocumentClient.from(new DynamoDBClient({}));
    await client.send(
      new PutCommand({
        TableName: tableName('users'),
        Item: {
          login,
          userId: randomUUID(),
          firstName: 'Ravi',
          lastName: surname,
          birthDate: '1990-01-01',
          role: 'Faculty',
          status: 'active',
          passwordHash: 'scrypt$not-a-real-hash',
          createdAt: new Date().toISOString(),
        },
      }),
    );
    client.destroy();
    expect(await found(surname)).toEqual([]);
    expect(await found(login)).toEqual([login]);

    const { stdout } = await run('npx', ['tsx', 'infra/admin/fill-account-directory.ts'], {
      env: { ...process.env, CAMPUS_DYNAMODB_PORT: String(session.stack.ports.dynamodb) },
    });
    expect(stdout).toMatch(/Listed \d+ accounts in the account directory\./);
    expect(await found(surname)).toEqual([login]);
    expect(await found(`ravi ${surname}`)).toEqual([login]);
  });
});
