import { parseArgs } from 'node:util';
import { AUTH_MESSAGES } from '#shared/constants/auth-messages';
import { signupSchema } from '#shared/schemas/account';
import { createAccount } from '../../functions/accounts/accounts';
import { hashPassword } from '../../functions/accounts/passwords';
import { TABLES } from '../../functions/lib/resources/tables';
import { localAwsEnvironment } from '../local/aws-env';
import { LOOPBACK, portEnvVar, portsFromEnv } from '../local/ports';
import { localName } from '../local/provision';
import { ask } from './prompt';

/*
 * `npm run create-admin`: makes an approved Admin account, the only way to get the first one.
 * Local by default (the site started with `npm start`); `--table NAME` writes to a deployed
 * stack's users table with the AWS credentials and region of the environment.
 */
const USAGE = `Usage: npm run create-admin [-- --table USERS_TABLE_NAME --directory-table ACCOUNT_DIRECTORY_TABLE_NAME]
Reads CAMPUS_ADMIN_EMAIL, CAMPUS_ADMIN_PASSWORD, CAMPUS_ADMIN_FIRST_NAME, CAMPUS_ADMIN_LAST_NAME and
CAMPUS_ADMIN_BIRTH_DATE when set, and asks for the rest.`;

async function value(envVar: string, question: string, secret = false): Promise<string> {
  const fromEnv = process.env[envVar];
  if (fromEnv) return fromEnv;
  if (!process.stdin.isTTY)
    throw new Error(`${envVar} is not set and there is no terminal to ask on.\n${USAGE}`);
  return ask(question, { secret });
}

function target(table: string | undefined, directory: string | undefined): string {
  if (table) {
    // The account is listed in the Admin's directory of accounts too (account-directory.ts).
    if (!directory) throw new Error(`--directory-table is needed with --table.\n${USAGE}`);
    process.env[TABLES.accountDirectory.envVar] = directory;
    return table;
  }
  process.env[TABLES.accountDirectory.envVar] = localName('accountDirectory');
  const port = portsFromEnv().dynamodb;
  Object.assign(process.env, localAwsEnvironment({ dynamodb: `http://${LOOPBACK}:${port}` }));
  console.log(`Local site: DynamoDB stand-in at ${LOOPBACK}:${port} (${portEnvVar('dynamodb')}).`);
  return localName('users');
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { table: { type: 'string' }, 'directory-table': { type: 'string' }, help: { type: 'boolean' } },
  });
  if (values.help) return console.log(USAGE);
  process.env[TABLES.users.envVar] = target(values.table, values['directory-table']);

  const input = signupSchema.safeParse({
    email: await value('CAMPUS_ADMIN_EMAIL', 'Email or phone: '),
    firstName: await value('CAMPUS_ADMIN_FIRST_NAME', 'First name: '),
    lastName: await value('CAMPUS_ADMIN_LAST_NAME', 'Last name: '),
    birthDate: await value('CAMPUS_ADMIN_BIRTH_DATE', 'Birth date (YYYY-MM-DD): '),
    password: await value('CAMPUS_ADMIN_PASSWORD', 'Password (8-128 characters): ', true),
    role: 'Admin',
  });
  if (!input.success) throw new Error(input.error.issues[0]?.message ?? 'Invalid input');

  const { email, password, ...rest } = input.data;
  const account = await createAccount({
    ...rest,
    login: email,
    status: 'active',
    passwordHash: await hashPassword(password),
  });
  if (!account) throw new Error(AUTH_MESSAGES.accountExists);
  console.log(`Admin account created for ${account.login}. Log in with the role Admin.`);
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  const unreachable = /ECONNREFUSED/.test(message) || (error as { code?: string })?.code === 'ECONNREFUSED';
  console.error(
    unreachable
      ? 'Cannot reach the local DynamoDB stand-in: start the site with `npm start` first.'
      : message,
  );
  process.exit(1);
});
