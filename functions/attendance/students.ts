import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { type Account, findByUserId } from '../lib/accounts';
import { dynamo } from '../lib/clients';
import { decodeCursor, encodeCursor } from '../lib/cursor';
import { tableName } from '../lib/env';

/** A student as marking needs them: who, and the email the records show. */
export interface StudentAccount {
  readonly userId: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
}

const toStudent = (account: Account): StudentAccount => ({
  userId: account.userId,
  firstName: account.firstName,
  lastName: account.lastName,
  email: account.login,
});

const cursorSchema = z.strictObject({
  login: z.string(),
  studentList: z.literal('active'),
  nameKey: z.string(),
});

const MAX_READS = 5;

/**
 * Active Student accounts by name, a page at a time, through their sparse index; `search` keeps
 * those whose name contains it. Each read asks for no more than the page still needs, so a cursor
 * never skips anyone.
 */
export async function listStudents(
  search: string | undefined,
  limit: number,
  cursor?: string,
): Promise<{ students: StudentAccount[]; nextCursor?: string } | 'invalidCursor'> {
  let start: Record<string, unknown> | undefined;
  if (cursor !== undefined) {
    start = decodeCursor(cursor, cursorSchema);
    if (!start) return 'invalidCursor';
  }
  const term = search?.toLowerCase().replace(/\s+/g, ' ').trim();
  const students: StudentAccount[] = [];
  for (let read = 0; read < MAX_READS && students.length < limit; read++) {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: tableName('users'),
        IndexName: 'studentsByName',
        KeyConditionExpression: 'studentList = :active',
        FilterExpression: term ? 'contains(searchName, :term)' : undefined,
        ExpressionAttributeValues: { ':active': 'active', ...(term ? { ':term': term } : {}) },
        Limit: limit - students.length,
        ExclusiveStartKey: start,
      }),
    );
    students.push(...((page.Items ?? []) as Account[]).map(toStudent));
    start = page.LastEvaluatedKey;
    if (!start) break;
  }
  return { students, nextCursor: start ? encodeCursor(start) : undefined };
}

/** The active Student accounts among these ids; ids of anyone else are left out. */
export async function findStudents(ids: readonly string[]): Promise<Map<string, StudentAccount>> {
  const accounts = await Promise.all(ids.map((id) => findByUserId(id)));
  const found = new Map<string, StudentAccount>();
  for (const account of accounts) {
    if (account?.role === 'Student' && account.status === 'active')
      found.set(account.userId, toStudent(account));
  }
  return found;
}
