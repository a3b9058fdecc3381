import { TABLES, type TableId } from '../../infra/definitions/tables';

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

export function tableName(id: TableId): string {
  return requireEnv(TABLES[id].envVar);
}
