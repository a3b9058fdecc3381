import { BUCKETS, type BucketId } from './resources/buckets';
import { QUEUES, type QueueId } from './resources/queues';
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

/*
 * Call these with a literal id (`tableName('users')`): the grants test reads those literals from
 * each function's bundle and checks the function's resources.ts grants every one of them.
 */
export function tableName(id: TableId): string {
  return requireEnv(TABLES[id].envVar);
}

export function bucketName(id: BucketId): string {
  return requireEnv(BUCKETS[id].envVar);
}

export function queueUrl(id: QueueId): string {
  return requireEnv(QUEUES[id].envVar);
}
