import * as z from 'zod';
import { findByUserId } from '../lib/accounts';
import { tableName } from '../lib/env';
import { type InvalidCursor, queryPage } from '../lib/query-page';

/** A student as marking needs them: who, and the email the records show. */
export interface StudentAccount {
  readonly userId: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
}

/* What marking reads of an account in the students index. */
const listedStudentSchema = z.object({
  login: z.string(),
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});

const toStudent = (account: z.infer<typeof listedStudentSchema>): StudentAccount => ({
  userId: account.userId,
  firstName: account.firstName,
  lastName: account.lastName,
  email: account.login,
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
): Promise<{ students: StudentAccount[]; nextCursor?: string } | InvalidCursor> {
  const term = search?.toLowerCase().replace(/\s+/g, ' ').trim();
  const page = await queryPage({
    table: tableName('users'),
    index: 'studentsByName',
    partition: 'active',
    filter: term ? { expression: 'contains(searchName, :term)', values: { ':term': term } } : undefined,
    limit,
    maxReads: MAX_READS,
    cursor,
    item: listedStudentSchema,
  });
  return page === 'invalidCursor' ? page : { students: page.items.map(toStudent), nextCursor: page.cursor };
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
