import { BUCKETS, type BucketId } from './resources/buckets';
import { deadLetterQueueEnvVar, QUEUES, type QueueId } from './resources/queues';
import { TABLES, type TableId } from './resources/tables';

const cache = new Map<string, string>();

/** Reads a required environment variable once; a missing one is a deployment error, said plainly. */
export function requireEnv(name: string): string {
  const cached = cache.get(name);
  if (cached !== undefined) return cached;
  const value = process.env[name];
  if (!value) throw new Error(`Missing environment variable ${name}`);
  cache.set(name, value);
  return value;
}

declare const tableBrand: unique symbol;

/**
 * A table's deployed name, marked with the table it names, so a helper that takes the name from its
 * caller (a query) knows the table's keys and indexes by type. It is a plain string at run time.
 */
export type TableName<T extends TableId = TableId> = string & { readonly [tableBrand]: T };

/* Which table each name handed out names, for helpers that need its definition at run time. */
const tableIds = new Map<string, TableId>();

/*
 * Call these with a literal id (`tableName('users')`): the grants test reads those literals from
 * each function's bundle and checks the function's resources.ts grants every one of them.
 */
export function tableName<T extends TableId>(id: T): TableName<T> {
  const name = requireEnv(TABLES[id].envVar) as TableName<T>;
  tableIds.set(name, id);
  return name;
}

/** The id of a table whose name `tableName` handed out. */
export function tableIdOf<T extends TableId>(name: TableName<T>): T {
  const id = tableIds.get(name);
  if (id === undefined) throw new Error(`${name} was not handed out by tableName`);
  return id as T;
}

export function bucketName(id: BucketId): string {
  return requireEnv(BUCKETS[id].envVar);
}

export function queueUrl(id: QueueId): string {
  return requireEnv(QUEUES[id].envVar);
}

/** The queue's dead-letter queue, which its consumer is given beside its trigger (background-functions.ts). */
export function deadLetterQueueUrl(id: QueueId): string {
  return requireEnv(deadLetterQueueEnvVar(id));
}
