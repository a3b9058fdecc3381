import { BatchGetCommand, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import type * as z from 'zod';
import { dynamo } from './clients/dynamo';
import type { TableName } from './env';
import type { TableId, TableKey } from './resources/tables';
import { parseItem } from './stored-items';

/** Keys of tables to read, by the table's name. */
export type KeysByTable = Readonly<Record<string, readonly Record<string, unknown>[]>>;
type Items = Map<string, Record<string, unknown>[]>;

/* BatchGetItem's cap on keys in one request. */
const KEYS_A_REQUEST = 100;

interface Waiting {
  readonly keys: KeysByTable;
  readonly resolve: (items: Items) => void;
  readonly reject: (error: unknown) => void;
}
let waiting: Waiting[] = [];

/* A key as text, its attributes in name order: the same key asked twice is asked once. */
const keyText = (key: Record<string, unknown>) =>
  JSON.stringify(
    Object.keys(key)
      .sort()
      .map((name) => [name, key[name]]),
  );

/* The item's key as the asker wrote it: the asker's key attributes, read off the item. */
const itemKey = (item: Record<string, unknown>, like: Record<string, unknown>) =>
  keyText(Object.fromEntries(Object.keys(like).map((name) => [name, item[name]])));

async function send(ask: Record<string, { Keys: Record<string, unknown>[] }>, found: Items) {
  let unprocessed: BatchGetCommandOutput['UnprocessedKeys'] = Object.fromEntries(
    Object.entries(ask).map(([table, { Keys }]) => [table, { Keys, ConsistentRead: true }]),
  );
  while (unprocessed && Object.keys(unprocessed).length > 0) {
    const answer: BatchGetCommandOutput = await dynamo().send(
      new BatchGetCommand({ RequestItems: unprocessed }),
    );
    for (const [table, items] of Object.entries(answer.Responses ?? {}))
      found.set(table, [...(found.get(table) ?? []), ...items]);
    unprocessed = answer.UnprocessedKeys;
  }
}

/* Every key asked in this turn, each once, in requests of at most 100 keys; each asker gets its own. */
async function flush() {
  const askers = waiting;
  waiting = [];
  const unique = new Map<string, Map<string, Record<string, unknown>>>();
  for (const { keys } of askers)
    for (const [table, tableKeys] of Object.entries(keys)) {
      const ofTable = unique.get(table) ?? new Map<string, Record<string, unknown>>();
      for (const key of tableKeys) ofTable.set(keyText(key), key);
      unique.set(table, ofTable);
    }
  const all = [...unique].flatMap(([table, keys]) => [...keys.values()].map((key) => ({ table, key })));
  const requests: Record<string, { Keys: Record<string, unknown>[] }>[] = [];
  for (let start = 0; start < all.length; start += KEYS_A_REQUEST) {
    const request: Record<string, { Keys: Record<string, unknown>[] }> = {};
    for (const { table, key } of all.slice(start, start + KEYS_A_REQUEST)) {
      request[table] ??= { Keys: [] };
      request[table].Keys.push(key);
    }
    requests.push(request);
  }
  const found: Items = new Map();
  try {
    await Promise.all(requests.map((request) => send(request, found)));
  } catch (error) {
    for (const asker of askers) asker.reject(error);
    return;
  }
  for (const { keys, resolve } of askers) {
    const own: Items = new Map();
    for (const [table, tableKeys] of Object.entries(keys)) {
      const like = tableKeys[0];
      const asked = new Set(tableKeys.map(keyText));
      own.set(table, like ? (found.get(table) ?? []).filter((item) => asked.has(itemKey(item, like))) : []);
    }
    resolve(own);
  }
}

/**
 * The items of keys in several tables, strongly consistent. Reads asked in the same turn of the
 * event loop go out together, as one BatchGetItem while they fit in 100 keys (decision 64): a
 * request's independent Gets cost one round trip and one request, not one each.
 */
export function batchGetAcross(request: { readonly RequestItems: KeysByTable }): Promise<Items> {
  return new Promise((resolve, reject) => {
    if (waiting.length === 0) setImmediate(() => void flush());
    waiting.push({ keys: request.RequestItems, resolve, reject });
  });
}

/** One item by its key, parsed, read together with the other reads of this turn; undefined when there is none. */
export async function getTogether<T extends TableId, S extends z.ZodType>(read: {
  /** `tableName('id')`, named by the caller (decision 11). */
  readonly table: TableName<T>;
  readonly key: TableKey<T>;
  readonly item: S;
}): Promise<z.output<S> | undefined> {
  const found = await batchGetAcross({ RequestItems: { [read.table]: [read.key] } });
  return parseItem(read.item, found.get(read.table)?.[0], read.table);
}
