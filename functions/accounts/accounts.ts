import { randomUUID } from 'node:crypto';
import { BatchGetCommand, type BatchGetCommandOutput, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { ACCOUNT_STATUSES, type AccountSummary, roleSchema } from '#shared/schemas/account';
import { classKey, type StudentClass, studentClassSchema } from '#shared/schemas/student-class';
import { comparedText } from '#shared/schemas/text';
import { dynamo } from '../lib/clients/dynamo';
import { tableName } from '../lib/env';
import { putIfAbsent, writeIfCondition } from '../lib/put-if-absent';
import { countUpTo, type InvalidCursor, queryPage } from '../lib/query-page';
import { getItem, parseItems } from '../lib/stored-items';
import { addToDirectory, renameInDirectory } from './account-directory';

export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/* An account as stored; the attributes of the sparse indexes it is listed in are left out. */
const accountSchema = z.object({
  /** The normalized email or phone: the table's key, so it is unique. */
  login: z.string(),
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  birthDate: z.string(),
  role: roleSchema,
  status: z.enum(ACCOUNT_STATUSES),
  passwordHash: z.string(),
  createdAt: z.string(),
  /**
   * Raised by every password change or reset (and by disabling): a link made under an older version
   * is dead, and so is a login that checked an older one (decision 16; sessions.ts). Accounts stored
   * before it existed are at version 0.
   */
  passwordVersion: z.number().int().default(0),
  /** False until a self-sign-up opens its confirmation link; accounts stored before it are confirmed. */
  emailConfirmed: z.boolean().default(true),
  /** A Student's class; absent for other roles, and for a Student not yet asked. */
  branch: studentClassSchema.shape.branch.optional(),
  year: studentClassSchema.shape.year.optional(),
  division: z.string().optional(),
});
export type Account = Readonly<z.infer<typeof accountSchema>>;

export type NewAccount = Omit<Account, 'userId' | 'createdAt' | 'passwordVersion' | 'emailConfirmed'> &
  Partial<Pick<Account, 'emailConfirmed'>>;

export const displayName = (account: Pick<Account, 'firstName' | 'lastName'>) =>
  `${account.firstName} ${account.lastName}`;

export function toSummary(account: Account): AccountSummary {
  const { userId, firstName, lastName, login, role, status, createdAt } = account;
  return { userId, firstName, lastName, email: login, role, status, createdAt };
}

/** A Student's class, when all three parts are stored (a Student not yet asked has none). */
export function classOf(account: Pick<Account, 'branch' | 'year' | 'division'>): StudentClass | undefined {
  const { branch, year, division } = account;
  return branch && year && division ? { branch, year, division } : undefined;
}

/**
 * The sparse indexes an account belongs in: the approval queue, or its class's roster (the
 * students Faculty mark, one partition per class, by name). A Student without a class is in none.
 */
export function listedIn(account: Account) {
  if (account.status === 'pending') return { pendingStatus: 'pending' };
  const studentClass = classOf(account);
  if (account.status === 'active' && account.role === 'Student' && studentClass) {
    return {
      classList: classKey(studentClass),
      nameKey: studentNameKey(account),
      searchName: searchName(account),
    };
  }
  return {};
}

/** A name as searches compare it: lower case, single spaces. */
export const searchName = (account: Pick<Account, 'firstName' | 'lastName'>) =>
  comparedText(`${account.firstName} ${account.lastName}`);

/* Students sort by name; the id keeps equal names apart. */
const studentNameKey = (account: Pick<Account, 'firstName' | 'lastName' | 'userId'>) =>
  `${searchName(account)}#${account.userId}`;

/** Stores the account unless its email or phone is taken; answers the stored account or undefined. */
export async function createAccount(input: NewAccount): Promise<Account | undefined> {
  const account: Account = {
    emailConfirmed: true,
    ...input,
    userId: randomUUID(),
    createdAt: new Date().toISOString(),
    passwordVersion: 0,
  };
  const item = { ...account, ...listedIn(account) };
  if (!(await putIfAbsent(tableName('users'), item, 'login'))) return undefined;
  // The Admin's directory finds it by name or email from now on (account-directory.ts).
  await addToDirectory(account);
  return account;
}

export { NO_PASSWORD } from './passwords';

/** `consistent` reads the latest write (a guard that decides on it); otherwise a read may lag ~1 s. */
export function findByLogin(login: string, read?: { consistent: boolean }): Promise<Account | undefined> {
  return getItem({
    table: tableName('users'),
    key: { login },
    item: accountSchema,
    consistent: read?.consistent,
  });
}

export async function findByUserId(userId: string): Promise<Account | undefined> {
  const { items } = await queryPage({
    table: tableName('users'),
    index: 'byUserId',
    partition: userId,
    item: accountSchema,
  });
  return items[0];
}

/** One page of the approval queue, oldest first; `invalidCursor` when the cursor is not ours. */
export async function listPending(
  limit: number,
  cursor?: string,
): Promise<{ accounts: Account[]; nextCursor?: string } | InvalidCursor> {
  const page = await queryPage({
    table: tableName('users'),
    index: 'pendingByDate',
    partition: 'pending',
    limit,
    cursor,
    item: accountSchema,
  });
  return page === 'invalidCursor' ? page : { accounts: page.items, nextCursor: page.cursor };
}

/** Accounts waiting for approval, up to `cap` (the Admin's dashboard). */
export const countPending = (cap: number) =>
  countUpTo({ table: tableName('users'), index: 'pendingByDate', partition: 'pending' }, cap);

/** Moves a pending account to `status`; false when it was not pending (already decided, or gone). */
export async function decidePending(
  login: string,
  status: Exclude<AccountStatus, 'pending'>,
): Promise<boolean> {
  return writeIfCondition(
    dynamo().send(
      new UpdateCommand({
        TableName: tableName('users'),
        Key: { login },
        UpdateExpression: 'SET #status = :status REMOVE pendingStatus',
        ConditionExpression: '#status = :pending',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':status': status, ':pending': 'pending' },
      }),
    ),
  );
}

/*
 * The condition that the account is still the one read, at the version read. Accounts stored
 * before passwordVersion existed have no attribute, which reads as version 0.
 */
export function atVersion(account: Pick<Account, 'userId' | 'passwordVersion'>) {
  return {
    condition: `userId = :userId AND (passwordVersion = :version${account.passwordVersion === 0 ? ' OR attribute_not_exists(passwordVersion)' : ''})`,
    values: { ':userId': account.userId, ':version': account.passwordVersion },
  };
}

/**
 * Sets a new password hash and raises passwordVersion, if the account is still the one read at the
 * version read (a change, a reset, or a link's version): one conditional write, so of two changes
 * from the same version one wins, and every link made under the old version is dead (the caller
 * ends the account's sessions: sessions.endingSessions).
 * Answers the new version, or undefined when the condition failed.
 */
export async function setPasswordHash(
  account: Pick<Account, 'login' | 'userId' | 'passwordVersion'>,
  passwordHash: string,
): Promise<number | undefined> {
  const next = account.passwordVersion + 1;
  const { condition, values } = atVersion(account);
  const written = await writeIfCondition(
    dynamo().send(
      new UpdateCommand({
        TableName: tableName('users'),
        Key: { login: account.login },
        UpdateExpression: 'SET passwordHash = :hash, passwordVersion = :next',
        ConditionExpression: condition,
        ExpressionAttributeValues: { ...values, ':hash': passwordHash, ':next': next },
      }),
    ),
  );
  return written ? next : undefined;
}

/** Renames the account (and its place in the students list, for a Student). */
export async function setName(account: Account, firstName: string, lastName: string): Promise<Account> {
  const renamed = { ...account, firstName, lastName };
  const listed = listedIn(renamed);
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName('users'),
      Key: { login: account.login },
      UpdateExpression: `SET firstName = :first, lastName = :last${'nameKey' in listed ? ', nameKey = :key, searchName = :search' : ''}`,
      ExpressionAttributeValues: {
        ':first': firstName,
        ':last': lastName,
        ...('nameKey' in listed ? { ':key': listed.nameKey, ':search': listed.searchName } : {}),
      },
    }),
  );
  await renameInDirectory(account, renamed);
  return renamed;
}

/**
 * Sets a Student's class and moves them to its roster, if the account is still the one read (same
 * user, role and status; a concurrent change wins and this answers undefined). `onlyIfUnset`
 * refuses a Student who already has a class (the ask-once prompt); an Admin or an import may
 * change it at any time.
 */
export async function setStudentClass(
  account: Account,
  studentClass: StudentClass,
  options: { readonly onlyIfUnset?: boolean } = {},
): Promise<Account | undefined> {
  if (account.role !== 'Student') return undefined;
  const moved: Account = { ...account, ...studentClass };
  const listed = listedIn(moved);
  const listing =
    'classList' in listed ? ', classList = :classList, nameKey = :nameKey, searchName = :searchName' : '';
  const written = await writeIfCondition(
    dynamo().send(
      new UpdateCommand({
        TableName: tableName('users'),
        Key: { login: account.login },
        UpdateExpression: `SET branch = :branch, #year = :year, division = :division${listing}`,
        ConditionExpression: `userId = :userId AND #role = :role AND #status = :status${options.onlyIfUnset ? ' AND attribute_not_exists(branch)' : ''}`,
        ExpressionAttributeNames: { '#year': 'year', '#role': 'role', '#status': 'status' },
        ExpressionAttributeValues: {
          ':branch': studentClass.branch,
          ':year': studentClass.year,
          ':division': studentClass.division,
          ':userId': account.userId,
          ':role': account.role,
          ':status': account.status,
          ...('classList' in listed
            ? { ':classList': listed.classList, ':nameKey': listed.nameKey, ':searchName': listed.searchName }
            : {}),
        },
      }),
    ),
  );
  return written ? moved : undefined;
}

/**
 * The accounts of many logins at once (a roster import), 100 keys a request (BatchGetItem's cap);
 * keys the table did not answer at once are asked again. Logins with no account are left out; a
 * login named twice (a Faculty member's row per class) is asked once, as BatchGetItem requires.
 */
export async function findByLogins(named: readonly string[]): Promise<Account[]> {
  const logins = [...new Set(named)];
  const found: Account[] = [];
  for (let start = 0; start < logins.length; start += 100) {
    let keys: Record<string, unknown>[] | undefined = logins
      .slice(start, start + 100)
      .map((login) => ({ login }));
    while (keys && keys.length > 0) {
      const answer: BatchGetCommandOutput = await dynamo().send(
        new BatchGetCommand({ RequestItems: { [tableName('users')]: { Keys: keys, ConsistentRead: true } } }),
      );
      found.push(...parseItems(accountSchema, answer.Responses?.[tableName('users')], tableName('users')));
      keys = answer.UnprocessedKeys?.[tableName('users')]?.Keys;
    }
  }
  return found;
}

/**
 * Marks the account's email confirmed (its confirmation link was opened), if it is still the
 * account the link was made for; false when it is gone or another took its login since.
 */
export async function markEmailConfirmed(account: Pick<Account, 'login' | 'userId'>): Promise<boolean> {
  return writeIfCondition(
    dynamo().send(
      new UpdateCommand({
        TableName: tableName('users'),
        Key: { login: account.login },
        UpdateExpression: 'SET emailConfirmed = :true',
        ConditionExpression: 'userId = :userId',
        ExpressionAttributeValues: { ':true': true, ':userId': account.userId },
      }),
    ),
  );
}
