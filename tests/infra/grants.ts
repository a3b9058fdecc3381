import { BUCKETS, type BucketId } from '../../functions/lib/resources/buckets';
import type { FunctionResources } from '../../functions/lib/resources/grants';
import { QUEUES, type QueueId } from '../../functions/lib/resources/queues';
import { SEARCH_DATABASE_ENV } from '../../functions/lib/resources/search-database';
import { SETTINGS, type SettingId } from '../../functions/lib/resources/settings';
import { TABLES, type TableId } from '../../functions/lib/resources/tables';
import type { ObjectOperation, TableUse } from './table-operations';

/**
 * Set by Lambda itself or by the project's defaults for every function, or (the password hash's
 * test cost, ignored on Lambda) only by a test stack: no grant behind them.
 */
const AMBIENT_ENV = new Set([
  'AWS_REGION',
  'AWS_LAMBDA_FUNCTION_NAME',
  'LAMBDA_TASK_ROOT',
  'S3_FORCE_PATH_STYLE',
  'NODE_OPTIONS',
  'CAMPUS_TEST_PASSWORD_COST_LOG2',
]);
/* Where a reading of these variables comes from in a function's resources. */
const SIGNING_KEY_ENV = new Set(['JWT_SECRET_ARN', 'JWT_SECRET_FILE']);
const MAIL_ENV = new Set(['MAIL_FROM_ADDRESS', 'COLLEGE_MAIL_ADDRESS', 'MAIL_CONFIGURATION_SET']);
const ORIGIN_SECRET_ENV = new Set(['ORIGIN_SECRET_ARN', 'ORIGIN_SECRET_FILE']);
/* The embeddings' variables (embeds, or asksModel, which embeds the question too); the answer model's. */
const EMBEDDINGS_ENV = new Set(['GPT_PROVIDER', 'GPT_MODEL_REGION', 'GPT_EMBEDDING_MODEL_ID']);
const MODEL_ENV = new Set(['GPT_MODEL_ID']);
const RERANK_ENV = new Set(['GPT_RERANK_MODEL_ARN']);
const SEARCH_DATABASE_VARS = new Set<string>(Object.values(SEARCH_DATABASE_ENV));
type SettingGrant =
  | 'signingKey'
  | 'sendsMail'
  | 'originSecret'
  | 'asksModel'
  | 'embeds'
  | 'reranks'
  | 'searchDatabase';
/** The SDK client of the RDS Data API, through which alone the search database is reached. */
export const DATA_API_CLIENT = '@aws-sdk/client-rds-data';

/**
 * The Data API actions a bundle calls: the commands it makes of the Data API's client (left to the
 * runtime, so named in the bundle as `<client>.ExecuteStatementCommand`; code esbuild left out
 * makes none), as IAM names them (`rds-data:ExecuteStatement`).
 */
export function dataApiCallsIn(code: string): string[] {
  const clients = [...code.matchAll(/([\w$]+)\s*=\s*require\(\s*"@aws-sdk\/client-rds-data"\s*\)/g)].map(
    (match) => match[1] ?? '',
  );
  const calls = clients.flatMap((client) => [
    ...code.matchAll(new RegExp(`(?<![\\w$])${client.replace(/\$/g, '\\$')}\\.(\\w+)Command\\b`, 'g')),
  ]);
  return [...new Set(calls.map((match) => `rds-data:${match[1]}`))].sort();
}

const KINDS = { tableName: 'table', bucketName: 'bucket', queueUrl: 'queue' } as const;
type Kind = (typeof KINDS)[keyof typeof KINDS];

export interface References {
  readonly resources: ReadonlySet<`${Kind} ${string}`>;
  readonly env: ReadonlySet<string>;
  /** Calls whose resource id is not a literal, so no one can tell what they touch. */
  readonly dynamic: readonly string[];
  /** Whether the bundle imports the RDS Data API's client (the SDK stays outside the bundle). */
  readonly dataApi: boolean;
}

/**
 * The resources a function's own source files name, through the literal calls of functions/lib/env.ts
 * (and the search database's variables, through SEARCH_DATABASE_ENV), and whether the bundle
 * imports the Data API's client (`externals`: the bundle's imports left to the runtime).
 */
export function referencesIn(
  files: readonly { path: string; text: string }[],
  externals: readonly string[] = [],
): References {
  const resources = new Set<`${Kind} ${string}`>();
  const env = new Set<string>();
  const dynamic: string[] = [];
  for (const { path, text: source } of files) {
    // Comments may show examples of the calls; only code counts.
    const text = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');
    for (const match of text.matchAll(/\b(tableName|bucketName|queueUrl)\(\s*(?:(['"])(\w+)\2)?/g)) {
      const kind = KINDS[match[1] as keyof typeof KINDS];
      const before = text.slice(Math.max(0, (match.index ?? 0) - 16), match.index);
      if (/function\s+$/.test(before)) continue; // the accessor's own definition
      if (match[3]) resources.add(`${kind} ${match[3]}`);
      else dynamic.push(`${path}: ${match[0]}…`);
    }
    for (const match of text.matchAll(/requireEnv\(\s*(['"])(\w+)\1/g)) env.add(match[2] ?? '');
    for (const match of text.matchAll(/process\.env(?:\.(\w+)|\[\s*(['"])(\w+)\2\s*\])/g)) {
      env.add(match[1] ?? match[3] ?? '');
    }
    // The search database's variables are read through its contract: requireEnv(SEARCH_DATABASE_ENV.secretArn).
    for (const match of text.matchAll(/\bSEARCH_DATABASE_ENV\.(\w+)/g)) {
      const key = match[1] ?? '';
      if (Object.hasOwn(SEARCH_DATABASE_ENV, key))
        env.add(SEARCH_DATABASE_ENV[key as keyof typeof SEARCH_DATABASE_ENV]);
      else dynamic.push(`${path}: ${match[0]}`);
    }
  }
  return { resources, env, dynamic, dataApi: externals.includes(DATA_API_CLIENT) };
}

const envOwner = (
  name: string,
): `${Kind} ${string}` | `setting ${string}` | SettingGrant | 'ambient' | undefined => {
  if (AMBIENT_ENV.has(name)) return 'ambient';
  const setting = (Object.keys(SETTINGS) as SettingId[]).find((id) => SETTINGS[id].envVar === name);
  if (setting) return `setting ${setting}`;
  if (ORIGIN_SECRET_ENV.has(name)) return 'originSecret';
  if (SIGNING_KEY_ENV.has(name)) return 'signingKey';
  if (MAIL_ENV.has(name)) return 'sendsMail';
  if (MODEL_ENV.has(name)) return 'asksModel';
  if (EMBEDDINGS_ENV.has(name)) return 'embeds';
  if (RERANK_ENV.has(name)) return 'reranks';
  if (SEARCH_DATABASE_VARS.has(name)) return 'searchDatabase';
  const table = (Object.keys(TABLES) as TableId[]).find((id) => TABLES[id].envVar === name);
  if (table) return `table ${table}`;
  const bucket = (Object.keys(BUCKETS) as BucketId[]).find((id) => BUCKETS[id].envVar === name);
  if (bucket) return `bucket ${bucket}`;
  const queue = (Object.keys(QUEUES) as QueueId[]).find((id) => QUEUES[id].envVar === name);
  return queue ? `queue ${queue}` : undefined;
};

/**
 * Where the code and the grants disagree: something used but not granted (an AccessDenied on AWS,
 * which the emulators would never show) or granted but unused (more privilege than needed).
 */
export function grantMismatches(references: References, granted: FunctionResources): string[] {
  const grantedResources = new Set<string>([
    ...Object.keys(granted.tables ?? {}).map((id) => `table ${id}`),
    ...Object.keys(granted.buckets ?? {}).map((id) => `bucket ${id}`),
    ...(granted.queues ?? []).map((id) => `queue ${id}`),
    ...(granted.settings ?? []).map((id) => `setting ${id}`),
  ]);
  const used = new Set<string>(references.resources);
  const problems = references.dynamic.map((call) => `names a resource that is not a literal: ${call}`);
  for (const name of references.env) {
    const owner = envOwner(name);
    if (owner === undefined) problems.push(`reads ${name}, which no grant sets`);
    else if (owner === 'embeds') {
      if (!granted.embeds && !granted.asksModel) problems.push(`reads ${name} but is not granted embeds`);
    } else if (
      owner === 'signingKey' ||
      owner === 'sendsMail' ||
      owner === 'originSecret' ||
      owner === 'asksModel' ||
      owner === 'reranks' ||
      owner === 'searchDatabase'
    ) {
      if (!granted[owner]) problems.push(`reads ${name} but is not granted ${owner}`);
    } else if (owner !== 'ambient') used.add(owner);
  }
  // The answer model is granted only to code that asks it (reads its id), and embeddings alone
  // only to code that embeds: more would be privilege unused.
  if (granted.asksModel && !references.env.has('GPT_MODEL_ID'))
    problems.push('is granted asksModel, but never reads GPT_MODEL_ID (embeds at most: grant embeds)');
  if (granted.embeds && !references.env.has('GPT_EMBEDDING_MODEL_ID'))
    problems.push('is granted embeds, but never reads GPT_EMBEDDING_MODEL_ID');
  // The Data API is granted with the search database, on its one cluster: both ways, like a table.
  if (references.dataApi && !granted.searchDatabase)
    problems.push(`calls the RDS Data API (${DATA_API_CLIENT}) but is not granted searchDatabase`);
  if (granted.searchDatabase && !references.dataApi)
    problems.push(
      `is granted searchDatabase, but its bundle never calls the RDS Data API (${DATA_API_CLIENT})`,
    );
  for (const resource of used)
    if (!grantedResources.has(resource)) problems.push(`uses ${resource}, not granted`);
  for (const resource of grantedResources)
    if (!used.has(resource)) problems.push(`is granted ${resource}, unused`);
  return problems.sort();
}

/**
 * Where the table operations the code performs (table-operations.ts) and the grants disagree: one
 * performed but not granted (an AccessDenied on AWS), or one granted that no code performs.
 */
export function operationMismatches(use: TableUse, granted: FunctionResources): string[] {
  const problems = [...use.problems];
  const grantedUses = new Set<string>();
  for (const [table, grant] of Object.entries(granted.tables ?? {}))
    for (const operation of grant ?? []) grantedUses.add(`${table} ${operation}`);
  for (const performed of use.uses)
    if (!grantedUses.has(performed)) problems.push(`performs ${performed}, not granted`);
  for (const operation of grantedUses)
    if (!use.uses.has(operation)) problems.push(`is granted ${operation}, unused`);
  const objectGrants = new Set<string>();
  for (const grant of Object.values(granted.buckets ?? {}))
    for (const [operation, prefixes] of Object.entries(grant ?? {}))
      if (prefixes.length) objectGrants.add(operation);
  for (const operation of use.objects)
    if (!objectGrants.has(operation)) problems.push(`performs object ${operation}, granted on no bucket`);
  for (const operation of objectGrants)
    if (!use.objects.has(operation as ObjectOperation))
      problems.push(`is granted object ${operation}, unused`);
  return problems.sort();
}
