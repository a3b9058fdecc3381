import { GetCommand, paginateScan } from '@aws-sdk/lib-dynamodb';
import type * as z from 'zod';
import { dynamo } from './clients/dynamo';
import type { TableName } from './env';
import type { TableId, TableKey } from './resources/tables';

/*
 * Items come back from DynamoDB as whatever was written, by this code or by hand. Each repository
 * parses them by its schema here, at the edge, so code past it holds what its types say. Schemas
 * are made once per module and reused: a parse is a walk over a few fields.
 */

/** What to do with an item that does not parse: refuse the read (an error), or leave the item out. */
export type Malformed = 'refuse' | 'skip';

/** Thrown when an item read back does not have the shape its schema says. */
export class MalformedItemError extends Error {
  constructor(from: string, issues: readonly z.core.$ZodIssue[]) {
    // The paths only: item values may be personal data, and this ends up in the logs.
    super(
      `An item from ${from} is malformed at ${issues.map((issue) => issue.path.join('.') || '(item)').join(', ')}`,
    );
    this.name = 'MalformedItemError';
  }
}

/** One item parsed by its schema; undefined when there was none. */
export function parseItem<S extends z.ZodType>(
  schema: S,
  item: Record<string, unknown> | undefined,
  from: string,
): z.output<S> | undefined {
  if (item === undefined) return undefined;
  const parsed = schema.safeParse(item);
  if (!parsed.success) throw new MalformedItemError(from, parsed.error.issues);
  return parsed.data;
}

/** Items parsed by their schema; a malformed one refuses the read unless `malformed` is `skip`. */
export function parseItems<S extends z.ZodType>(
  schema: S,
  items: readonly Record<string, unknown>[] | undefined,
  from: string,
  malformed: Malformed = 'refuse',
): z.output<S>[] {
  const parsedItems: z.output<S>[] = [];
  for (const item of items ?? []) {
    const parsed = schema.safeParse(item);
    if (parsed.success) parsedItems.push(parsed.data);
    else if (malformed === 'skip')
      console.warn(`Skipped: ${new MalformedItemError(from, parsed.error.issues).message}`);
    else throw new MalformedItemError(from, parsed.error.issues);
  }
  return parsedItems;
}

/** One item by its key, parsed; undefined when there is none. */
export async function getItem<T extends TableId, S extends z.ZodType>(read: {
  /** `tableName('id')`, named by the caller (decision 11). */
  readonly table: TableName<T>;
  readonly key: TableKey<T>;
  readonly item: S;
  readonly consistent?: boolean;
}): Promise<z.output<S> | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: read.table, Key: read.key, ConsistentRead: read.consistent }),
  );
  return parseItem(read.item, Item, read.table);
}

/** Every item of a bounded table (a directory of tens or hundreds), parsed. */
export async function scanAll<T extends TableId, S extends z.ZodType>(read: {
  readonly table: TableName<T>;
  readonly item: S;
  readonly malformed?: Malformed;
}): Promise<z.output<S>[]> {
  const items: z.output<S>[] = [];
  for await (const page of paginateScan({ client: dynamo() }, { TableName: read.table })) {
    items.push(...parseItems(read.item, page.Items, read.table, read.malformed));
  }
  return items;
}
