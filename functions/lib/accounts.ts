import { randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import type { Role } from '../../shared/constants/roles';
import type { ACCOUNT_STATUSES, AccountSummary } from '../../shared/schemas/account';
import { dynamo } from './clients';
import { decodeCursor, encodeCursor } from './cursor';
import { tableName } from './env';
import { putIfAbsent, writeIfCondition } from './put-if-absent';

export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export interface Account {
  /** The normalized email or phone: the table's key, so it is unique. */
  readonly login: string;
  readonly userId: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly birthDate: string;
  readonly role: Role;
  readonly status: AccountStatus;
  readonly passwordHash: string;
  readonly createdAt: string;
}

export type NewAccount = Omit<Account, 'userId' | 'createdAt'>;

export const displayName = (account: Pick<Account, 'firstName' | 'lastName'>) =>
  `${account.firstName} ${account.lastName}`;

export function toSummary(account: Account): AccountSummary {
  const { userId, firstName, lastName, login, role, status, createdAt } = account;
  return { userId, firstName, lastName, email: login, role, status, createdAt };
}

/** The sparse indexes an account belongs in: the approval queue, or the students Faculty mark. */
function listedIn(account: Account) {
  if (account.status === 'pending') return { pendingStatus: 'pending' };
  if (account.status === 'active' && account.role === 'Student') {
    return { studentList: 'active', nameKey: studentNameKey(account), searchName: searchName(account) };
  }
  return {};
}

/** A name as searches compare it: lower case, single spaces. */
export const searchName = (account: Pick<Account, 'firstName' | 'lastName'>) =>
  `${account.firstName} ${account.lastName}`.toLowerCase().replace(/\s+/g, ' ').trim();

/* Students sort by name; the id keeps equal names apart. */
const studentNameKey = (account: Pick<Account, 'firstName' | 'lastName' | 'userId'>) =>
  `${searchName(account)}#${account.userId}`;

/** Stores the account unless its email or phone is taken; answers the stored account or undefined. */
export async function createAccount(input: NewAccount): Promise<Account | undefined> {
  const account: Account = { ...input, userId: randomUUID(), createdAt: new Date().toISOString() };
  const item = { ...account, ...listedIn(account) };
  return (await putIfAbsent(tableName('users'), item, 'login')) ? account : undefined;
}

export async function findByLogin(login: string): Promise<Account | undefined> {
  const result = await dynamo().send(new GetCommand({ TableName: tableName('users'), Key: { login } }));
  return result.Item as Account | undefined;
}

export async function findByUserId(userId: string): Promise<Account | undefined> {
  const result = await dynamo().send(
    new QueryCommand({
      TableName: tableName('users'),
      IndexName: 'byUserId',
      KeyConditionExpression: 'userId = :userId',
      ExpressionAttributeValues: { ':userId': userId },
    }),
  );
  return result.Items?.[0] as Account | undefined;
}

/* Where a page of the approval queue ended: the index's key of its last account. */
const pendingKeySchema = z.strictObject({
  pendingStatus: z.literal('pending'),
  createdAt: z.string(),
  login: z.string(),
});

/** One page of the approval queue, oldest first; `invalidCursor` when the cursor is not ours. */
export async function listPending(
  limit: number,
  cursor?: string,
): Promise<{ accounts: Account[]; nextCursor?: string } | 'invalidCursor'> {
  const start = cursor === undefined ? undefined : decodeCursor(cursor, pendingKeySchema);
  if (cursor !== undefined && !start) return 'invalidCursor';
  const result = await dynamo().send(
    new QueryCommand({
      TableName: tableName('users'),
      IndexName: 'pendingByDate',
      KeyConditionExpression: 'pendingStatus = :pending',
      ExpressionAttributeValues: { ':pending': 'pending' },
      Limit: limit,
      ExclusiveStartKey: start,
    }),
  );
  const last = result.LastEvaluatedKey;
  return { accounts: (result.Items ?? []) as Account[], nextCursor: last ? encodeCursor(last) : undefined };
}

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

/** Sets a new password hash on the account, if it is still the one the change was made for. */
export async function setPasswordHash(login: string, userId: string, passwordHash: string): Promise<boolean> {
  return writeIfCondition(
    dynamo().send(
      new UpdateCommand({
        TableName: tableName('users'),
        Key: { login },
        UpdateExpression: 'SET passwordHash = :hash',
        ConditionExpression: 'userId = :userId',
        ExpressionAttributeValues: { ':hash': passwordHash, ':userId': userId },
      }),
    ),
  );
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
  return renamed;
}
