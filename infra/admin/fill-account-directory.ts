import { parseArgs } from 'node:util';
import { paginateScan } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { addToDirectory } from '../../functions/accounts/account-directory';
import { dynamo } from '../../functions/lib/clients/dynamo';
import { tableName } from '../../functions/lib/env';
import { TABLES } from '../../functions/lib/resources/tables';
import { localAwsEnvironment } from '../local/aws-env';
import { LOOPBACK, portsFromEnv } from '../local/ports';
import { localName } from '../local/provision';

/*
 * `npm run fill-account-directory`: lists every stored account in the Admin's directory of
 * accounts (functions/accounts/account-directory.ts), once, for accounts stored before the directory
 * existed; every account made since is listed as it is made. It reads the whole users table, which
 * is why it is a command an operator runs and never a request. Running it again only writes the
 * same entries again. Local by default; `--table` and `--directory-table` name a deployed stack's
 * tables (the CampusData outputs UsersTableName and AccountDirectoryTableName).
 */
const USAGE =
  'Usage: npm run fill-account-directory [-- --table USERS_TABLE --directory-table DIRECTORY_TABLE]';

const listedSchema = z.object({ login: z.string(), firstName: z.string(), lastName: z.string() });

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { table: { type: 'string' }, 'directory-table': { type: 'string' }, help: { type: 'boolean' } },
  });
  if (values.help) return console.log(USAGE);
  if (Boolean(values.table) !== Boolean(values['directory-table'])) throw new Error(USAGE);
  if (!values.table) {
    const port = portsFromEnv().dynamodb;
    Object.assign(process.env, localAwsEnvironment({ dynamodb: `http://${LOOPBACK}:${port}` }));
  }
  process.env[TABLES.users.envVar] = values.table ?? localName('users');
  process.env[TABLES.accountDirectory.envVar] = values['directory-table'] ?? localName('accountDirectory');

  let listed = 0;
  const pages = paginateScan(
    { client: dynamo() },
    { TableName: tableName('users'), ProjectionExpression: 'login, firstName, lastName' },
  );
  for await (const page of pages) {
    const accounts = (page.Items ?? []).flatMap((item) => {
      const parsed = listedSchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    });
    await Promise.all(accounts.map((account) => addToDirectory(account)));
    listed += accounts.length;
  }
  console.log(`Listed ${listed} accounts in the account directory.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
