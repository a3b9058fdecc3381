import {
  type NativeAttributeValue,
  QueryCommand,
  type QueryCommandInput,
  type QueryCommandOutput,
} from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { dynamo } from './clients/dynamo';
import { decodeCursor, encodeCursor } from './cursor';
import { type TableName, tableIdOf } from './env';
import type { KeyDefinition, KeyValue, TableDefinition } from './resources/table-definition';
import { type IndexName, type QueriedKeys, TABLES, type TableId } from './resources/tables';
import { type Malformed, parseItems } from './stored-items';

/** A condition on the sort key, beside the partition key's equality. */
export type SortCondition<V> =
  | { readonly between: readonly [V, V] }
  /** Strictly after the value, e.g. messages newer than the last one seen. */
  | { readonly after: V };

type SortConditionOf<K> = K extends { readonly sortKey: infer S extends KeyDefinition }
  ? SortCondition<KeyValue<S>>
  : never;

export interface PageQuery<T extends TableId, I extends IndexName<T> | undefined, S extends z.ZodType> {
  /** `tableName('id')`, named by the caller (decision 11): the helper never names a table itself. */
  readonly table: TableName<T>;
  /** One of the table's indexes, by its definition's name; the table itself when left out. */
  readonly index?: I;
  /** The partition to read: the value of the table's (or index's) partition key. */
  readonly partition: KeyValue<QueriedKeys<T, I>['partitionKey']>;
  readonly sort?: SortConditionOf<QueriedKeys<T, I>>;
  /**
   * Applied by DynamoDB after it reads (and after `limit` counts), with its own names and values;
   * `#key…` and `:key…` are this helper's.
   */
  readonly filter?: {
    readonly expression: string;
    readonly names?: Readonly<Record<string, string>>;
    readonly values?: Readonly<Record<string, NativeAttributeValue>>;
  };
  /** Only these attributes are read; the item schema then checks just them. */
  readonly attributes?: readonly string[];
  /** Sort key descending (newest first, when it is a time). */
  readonly descending?: boolean;
  readonly consistent?: boolean;
  /** Items on a page; without it, every item of the partition is read (and there is no cursor). */
  readonly limit?: number;
  /**
   * With a filter a read may bring fewer items than it was asked for: a page is filled by up to
   * this many reads (1 by default), each asking for no more than the page still needs, so a
   * cursor never skips an item.
   */
  readonly maxReads?: number;
  /** Where the previous page ended: a `cursor` this helper gave for the same table, index and partition. */
  readonly cursor?: string;
  /** Each item read back is parsed by it (reuse one schema object per module). */
  readonly item: S;
  /** A malformed item refuses the read (an error) unless this says `skip`. */
  readonly malformed?: Malformed;
}

export interface Page<T> {
  readonly items: T[];
  /** Where this page ended, when more may follow: base64url JSON of DynamoDB's LastEvaluatedKey. */
  readonly cursor?: string;
}

/** What a page query answers when its cursor is not one it gave for this list (the caller's 400). */
export type InvalidCursor = 'invalidCursor';

/* A key as a cursor holds it: the key attributes, each a string or a number. */
type Key = Record<string, string | number>;

const keysOf = (table: TableDefinition, index: string | undefined) => {
  if (index === undefined) return table;
  const found = table.indexes?.find((candidate) => candidate.name === index);
  if (!found) throw new Error(`No index ${index} on the table`);
  return found;
};

const keySchema = (key: KeyDefinition) => (key.type === 'N' ? z.number() : z.string().max(1024));

/*
 * A page's end, as DynamoDB gives it, holds exactly the table's key and the index's key. One
 * schema per table and index, made on first use.
 */
const cursorSchemas = new Map<string, z.ZodType<Key>>();

function cursorSchemaOf(tableId: TableId, index: string | undefined): z.ZodType<Key> {
  const id = `${tableId}/${index ?? ''}`;
  let schema = cursorSchemas.get(id);
  if (!schema) {
    const table: TableDefinition = TABLES[tableId];
    const queried = keysOf(table, index);
    const keys = [table.partitionKey, table.sortKey, queried.partitionKey, queried.sortKey];
    const shape: Record<string, z.ZodType> = {};
    for (const key of keys) if (key) shape[key.name] = keySchema(key);
    schema = z.strictObject(shape) as z.ZodType<Key>;
    cursorSchemas.set(id, schema);
  }
  return schema;
}

/* A query as the code below reads it, its types checked at the call already. */
interface AnyQuery
  extends Omit<PageQuery<TableId, undefined, z.ZodType>, 'table' | 'index' | 'partition' | 'sort'> {
  readonly table: TableName;
  readonly index?: string;
  readonly partition: string | number;
  readonly sort?: SortCondition<string | number>;
}

const inRange = (
  value: string | number | undefined,
  sort: SortCondition<string | number> | undefined,
): boolean => {
  if (value === undefined) return false;
  if (!sort) return true;
  if ('after' in sort) return value > sort.after;
  const [from, to] = sort.between;
  return value >= from && value <= to;
};

/**
 * The key the cursor names, when it is one this helper gave for the same table, index and
 * partition (and inside the sort condition): a client cannot start a query anywhere else.
 */
function startOf(query: AnyQuery, tableId: TableId): Key | undefined {
  if (query.cursor === undefined) return undefined;
  const start = decodeCursor(query.cursor, cursorSchemaOf(tableId, query.index));
  const queried = keysOf(TABLES[tableId], query.index);
  if (!start || start[queried.partitionKey.name] !== query.partition) return undefined;
  if (queried.sortKey && !inRange(start[queried.sortKey.name], query.sort)) return undefined;
  return start;
}

/* What makes the command: everything but the paging. */
type ReadQuery = Omit<AnyQuery, 'item' | 'limit' | 'maxReads' | 'cursor' | 'malformed'>;

/* The key condition from the definition: the partition's equality, and the sort condition. */
function commandOf(query: ReadQuery, tableId: TableId): QueryCommandInput {
  const queried = keysOf(TABLES[tableId], query.index);
  const names: Record<string, string> = { '#key0': queried.partitionKey.name, ...query.filter?.names };
  const values: Record<string, NativeAttributeValue> = { ':key0': query.partition, ...query.filter?.values };
  let condition = '#key0 = :key0';
  const { sort } = query;
  if (sort && queried.sortKey) {
    names['#key1'] = queried.sortKey.name;
    if ('after' in sort) {
      condition += ' AND #key1 > :key1';
      values[':key1'] = sort.after;
    } else {
      condition += ' AND #key1 BETWEEN :key1 AND :key2';
      [values[':key1'], values[':key2']] = sort.between;
    }
  }
  query.attributes?.forEach((attribute, i) => {
    names[`#attr${i}`] = attribute;
  });
  return {
    TableName: query.table,
    IndexName: query.index,
    KeyConditionExpression: condition,
    FilterExpression: query.filter?.expression,
    ProjectionExpression: query.attributes?.map((_, i) => `#attr${i}`).join(', '),
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
    ScanIndexForward: query.descending ? false : undefined,
    ConsistentRead: query.consistent,
  };
}

/* The one paging loop: reads on from `start` until DynamoDB has no more, or the caller stops. */
async function* pagesOf(
  command: QueryCommandInput,
  start: Key | undefined,
  nextLimit: () => number | undefined,
): AsyncGenerator<QueryCommandOutput> {
  let from = start;
  do {
    const page = await dynamo().send(
      new QueryCommand({ ...command, Limit: nextLimit(), ExclusiveStartKey: from }),
    );
    yield page;
    from = page.LastEvaluatedKey;
  } while (from);
}

/**
 * One page of a table's (or an index's) partition, its items parsed by their schema, and the
 * cursor of the next page when more may follow. Without `limit`, every item of the partition.
 * `invalidCursor` when the cursor given is not one this helper made for this list.
 */
export function queryPage<
  T extends TableId,
  S extends z.ZodType,
  I extends IndexName<T> | undefined = undefined,
>(query: PageQuery<T, I, S> & { readonly cursor?: undefined }): Promise<Page<z.output<S>>>;
export function queryPage<
  T extends TableId,
  S extends z.ZodType,
  I extends IndexName<T> | undefined = undefined,
>(query: PageQuery<T, I, S>): Promise<Page<z.output<S>> | InvalidCursor>;
export async function queryPage(query: AnyQuery): Promise<Page<unknown> | InvalidCursor> {
  const tableId = tableIdOf(query.table);
  const start = startOf(query, tableId);
  if (query.cursor !== undefined && !start) return 'invalidCursor';
  const { limit } = query;
  const maxReads = limit === undefined ? Number.POSITIVE_INFINITY : (query.maxReads ?? 1);
  const from = query.index ? `${query.table}/${query.index}` : query.table;
  const items: unknown[] = [];
  let reads = 0;
  let last: Record<string, unknown> | undefined;
  const pages = pagesOf(commandOf(query, tableId), start, () =>
    limit === undefined ? undefined : limit - items.length,
  );
  for await (const page of pages) {
    items.push(...parseItems(query.item, page.Items, from, query.malformed));
    last = page.LastEvaluatedKey;
    reads++;
    if (reads >= maxReads || (limit !== undefined && items.length >= limit)) break;
  }
  return { items, cursor: last ? encodeCursor(last) : undefined };
}

/** How many items a partition (or a part of it) holds, counted by DynamoDB without reading them out. */
export async function countItems<T extends TableId, I extends IndexName<T> | undefined = undefined>(
  query: Omit<
    PageQuery<T, I, z.ZodType>,
    'item' | 'attributes' | 'limit' | 'maxReads' | 'cursor' | 'malformed'
  >,
): Promise<number> {
  const command = commandOf(query, tableIdOf(query.table));
  let count = 0;
  for await (const page of pagesOf({ ...command, Select: 'COUNT' }, undefined, () => undefined)) {
    count += page.Count ?? 0;
  }
  return count;
}

/** A count as a dashboard shows it: at most a cap, with `more` when the partition holds more ("99+"). */
export interface CappedCount {
  readonly count: number;
  readonly more: boolean;
}

/**
 * How many items match, reading at most `cap + 1` of them in one request, so its cost never grows
 * with the partition. With a filter the cap bounds the items read, not those that match: `more`
 * then says only that some were left unread.
 */
export async function countUpTo<T extends TableId, I extends IndexName<T> | undefined = undefined>(
  query: Omit<
    PageQuery<T, I, z.ZodType>,
    'item' | 'attributes' | 'limit' | 'maxReads' | 'cursor' | 'malformed'
  >,
  cap: number,
): Promise<CappedCount> {
  const command = commandOf(query, tableIdOf(query.table));
  const page = await dynamo().send(new QueryCommand({ ...command, Select: 'COUNT', Limit: cap + 1 }));
  return { count: Math.min(page.Count ?? 0, cap), more: page.LastEvaluatedKey !== undefined };
}
