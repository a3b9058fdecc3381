import type { BucketId } from './buckets';
import type { QueueId } from './queues';
import type { SettingId } from './settings';
import type { IndexName, TableId } from './tables';

/** The operations a grant may name on a table, each the one DynamoDB action it needs. */
export const TABLE_ACTIONS = {
  get: 'dynamodb:GetItem',
  batchGet: 'dynamodb:BatchGetItem',
  query: 'dynamodb:Query',
  scan: 'dynamodb:Scan',
  put: 'dynamodb:PutItem',
  update: 'dynamodb:UpdateItem',
  delete: 'dynamodb:DeleteItem',
  batchWrite: 'dynamodb:BatchWriteItem',
} as const;
export type TableOperation = keyof typeof TABLE_ACTIONS;

/**
 * One operation on a table: `query` reads the table's own key, `query:<index>` one of its indexes
 * (Query on that index alone). The grants test reads which of these the code performs (decision 21).
 */
export type TableGrant<T extends TableId> = TableOperation | `query:${IndexName<T>}`;

export type TableGrants = { readonly [T in TableId]?: readonly TableGrant<T>[] };

/** Object operations on a bucket, each on the key prefixes listed (`extracted/`), or `*` for all. */
export interface BucketGrant {
  /** GetObject (also HeadObject, and a presigned download). */
  readonly get?: readonly string[];
  /** PutObject (also a presigned upload, and a copy's destination). */
  readonly put?: readonly string[];
  readonly delete?: readonly string[];
}

/**
 * What one Lambda may touch: it gets these IAM grants and the names of these resources, nothing
 * more. Each function declares them beside its code (`functions/<group>/resources.ts`, or a queue's
 * definition for its consumers); a test bundles every function and fails when its code names a
 * resource missing here.
 */
export interface FunctionResources extends Omit<OwnResources, 'queues'> {
  /** Queues it sends to: the registry draws them from each queue's `sentBy` (decision 62). */
  readonly queues?: readonly QueueId[];
}

/** A function's grants as its group writes them: its sends are granted by each queue's definition. */
export interface OwnResources {
  readonly tables?: TableGrants;
  readonly buckets?: Partial<Record<BucketId, BucketGrant>>;
  /** Not written here: a queue's definition names who sends to it (its `sentBy`). */
  readonly queues?: never;
  /** Reads the JWT signing key (to sign or to verify tokens). */
  readonly signingKey?: boolean;
  /** Reads the origin secret, to refuse requests that did not come through CloudFront. */
  readonly originSecret?: boolean;
  /** Sends mail through SES, only from the configured address. */
  readonly sendsMail?: boolean;
  /**
   * Asks the configured answer provider; with Bedrock, may invoke that one model only, and the
   * embeddings model (a question is embedded to be searched).
   */
  readonly asksModel?: boolean;
  /** Embeds text with the configured embeddings model (Bedrock's), and never asks the answer model. */
  readonly embeds?: boolean;
  /** Reranks passages with the configured reranker model, when Bedrock has one (campus:gptRerankModelId). */
  readonly reranks?: boolean;
  /**
   * Reads and writes the assistant's search database through the RDS Data API
   * (functions/lib/resources/search-database.ts): its cluster's ARN, secret and name in the
   * environment, the Data API's statement and transaction actions on that cluster, and reading its
   * secret. `'statements'`: single statements only, for code that opens no transaction.
   */
  readonly searchDatabase?: boolean | 'statements';
  /** Deploy settings it reads (functions/lib/resources/settings.ts), set in its environment. */
  readonly settings?: readonly SettingId[];
  /** Memory in MB; CPU grows with it. */
  readonly memorySize?: number;
}

export const defineResources = <const R extends OwnResources>(resources: R): R => resources;
