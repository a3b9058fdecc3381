import { BatchGetCommand, type BatchGetCommandOutput, BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { ACCOUNT_STATUSES, type AccountSummary, roleSchema } from '#shared/schemas/account';
import { comparedText } from '#shared/schemas/text';
import { dynamo } from '../lib/clients/dynamo';
import { tableName } from '../lib/env';
import { type InvalidCursor, queryPage } from '../lib/query-page';
import type { Account } from './accounts';

/*
 * The Admin's directory of accounts, beside the users table. Each account has a few entries, one
 * per way an Admin may look it up: its full name (so "asha r" finds Asha Rao), each later word of
 * its name (so "rao" does too), and its login (an email's start). An entry's sort key is the term
 * then the login; its partition is the term's first character, so a search reads one short range
 * of one partition, and an import's writes spread over ~36 partitions. Entries hold no status or
 * role: those change (disable, graduate) and are read from the account itself, so only a new
 * account, a new name and a deletion write here.
 */

/** A name or email as the directory compares it: lower case, single spaces, trimmed. */
export const directoryTerm = comparedText;

/* The first character, whole: a name may begin with one outside the BMP, two UTF-16 units. */
const shardOf = (term: string) => Array.from(term)[0] ?? '';

type Listed = Pick<Account, 'login' | 'firstName' | 'lastName'>;

function entriesOf(account: Listed): { shard: string; entry: string; login: string }[] {
  const fullName = directoryTerm(`${account.firstName} ${account.lastName}`);
  const terms = new Set([fullName, ...fullName.split(' ').slice(1), account.login]);
  return [...terms]
    .filter((term) => term.length > 0)
    .map((term) => ({ shard: shardOf(term), entry: `${term}#${account.login}`, login: account.login }));
}

type Write =
  | { PutRequest: { Item: Record<string, string> } }
  | { DeleteRequest: { Key: Record<string, string> } };

/* Writes in batches of 25 (BatchWriteItem's cap), asking again for what the table hands back. */
async function writeAll(writes: Write[]): Promise<void> {
  const table = tableName('accountDirectory');
  for (let start = 0; start < writes.length; start += 25) {
    let batch: Write[] | undefined = writes.slice(start, start + 25);
    for (let tries = 0; batch && batch.length > 0; tries++) {
      if (tries === 5) throw new Error('The account directory was throttled five times');
      const { UnprocessedItems } = await dynamo().send(
        new BatchWriteCommand({ RequestItems: { [table]: batch } }),
      );
      batch = UnprocessedItems?.[table] as Write[] | undefined;
    }
  }
}

const putsOf = (account: Listed): Write[] => entriesOf(account).map((Item) => ({ PutRequest: { Item } }));
const deletesOf = (account: Listed): Write[] =>
  entriesOf(account).map(({ shard, entry }) => ({ DeleteRequest: { Key: { shard, entry } } }));

/** Lists a new account (accounts.createAccount calls it once the account is stored). */
export const addToDirectory = (account: Listed) => writeAll(putsOf(account));

/** Lists a renamed account under its new name, and no longer under the old one. */
export async function renameInDirectory(before: Listed, after: Listed): Promise<void> {
  const kept = new Set(entriesOf(after).map((item) => item.entry));
  // One batch may not both delete and put a key: an entry both names keep is only put again.
  const stale = deletesOf(before).filter(
    (write) => 'DeleteRequest' in write && !kept.has(write.DeleteRequest.Key.entry ?? ''),
  );
  await writeAll([...stale, ...putsOf(after)]);
}

/** Takes a deleted account out of the directory. */
export const removeFromDirectory = (account: Listed) => writeAll(deletesOf(account));

const entrySchema = z.object({ login: z.string() });

/**
 * Logins of accounts whose name, surname or email starts with `text`, a page at a time, in the
 * order of the matching term. An account found by two terms (its full name and its surname both
 * start so) comes once a page; the caller reads the accounts themselves.
 */
export async function searchDirectory(
  text: string,
  limit: number,
  cursor: string | undefined,
): Promise<{ logins: string[]; nextCursor?: string } | InvalidCursor> {
  const term = directoryTerm(text);
  const page = await queryPage({
    table: tableName('accountDirectory'),
    partition: shardOf(term),
    // Every entry whose term starts with `term`: '#' and the login follow the term in each key.
    sort: { between: [term, `${term}\uffff`] },
    attributes: ['login'],
    limit,
    cursor,
    item: entrySchema,
  });
  if (page === 'invalidCursor') return page;
  return { logins: [...new Set(page.items.map((item) => item.login))], nextCursor: page.cursor };
}

/* What a row of the Admin's list shows of an account: never its password hash. */
const rowSchema = z.object({
  login: z.string(),
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: roleSchema,
  status: z.enum(ACCOUNT_STATUSES),
  createdAt: z.string(),
});

/**
 * The accounts of a page's logins (at most a page, under BatchGetItem's 100), in the page's order,
 * read strongly consistent so a change an Admin just made shows. A login whose account is gone
 * (an entry a deletion has not yet taken out) is left out.
 */
export async function readAccounts(logins: readonly string[]): Promise<AccountSummary[]> {
  if (logins.length === 0) return [];
  const users = tableName('users');
  const found = new Map<string, AccountSummary>();
  let keys: Record<string, unknown>[] | undefined = logins.map((login) => ({ login }));
  for (let tries = 0; keys && keys.length > 0; tries++) {
    if (tries === 5) throw new Error('Reading accounts was throttled five times');
    const answer: BatchGetCommandOutput = await dynamo().send(
      new BatchGetCommand({
        RequestItems: {
          [users]: {
            Keys: keys,
            ConsistentRead: true,
            ProjectionExpression: 'login, userId, firstName, lastName, #role, #status, createdAt',
            ExpressionAttributeNames: { '#role': 'role', '#status': 'status' },
          },
        },
      }),
    );
    for (const item of answer.Responses?.[users] ?? []) {
      const row = rowSchema.safeParse(item);
      if (!row.success) continue;
      const { login, ...rest } = row.data;
      found.set(login, { ...rest, email: login });
    }
    keys = answer.UnprocessedKeys?.[users]?.Keys;
  }
  return logins.flatMap((login) => found.get(login) ?? []);
}
