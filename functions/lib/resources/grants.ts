import type { BucketId } from './buckets';
import type { QueueId } from './queues';
import type { SettingId } from './settings';
import type { TableId } from './tables';

export type ResourceAccess = 'read' | 'readWrite';

/**
 * What one Lambda may touch: it gets these IAM grants and the names of these resources, nothing
 * more. Each function declares them beside its code (`functions/<group>/resources.ts`); a test
 * bundles every function and fails when its code names a resource missing here.
 */
export interface FunctionResources {
  readonly tables?: Partial<Record<TableId, ResourceAccess>>;
  readonly buckets?: Partial<Record<BucketId, ResourceAccess>>;
  /** Queues it sends to. */
  readonly queues?: readonly QueueId[];
  /** Reads the JWT signing key (to sign or to verify tokens). */
  readonly signingKey?: boolean;
  /** Reads the origin secret, to refuse requests that did not come through CloudFront. */
  readonly originSecret?: boolean;
  /** Sends mail through SES, only from the configured address. */
  readonly sendsMail?: boolean;
  /** Asks the configured answer provider; with Bedrock, may invoke that one model only. */
  readonly asksModel?: boolean;
  /** Deploy settings it reads (functions/lib/resources/settings.ts), set in its environment. */
  readonly settings?: readonly SettingId[];
  /** Memory in MB; CPU grows with it. */
  readonly memorySize?: number;
}

export const defineResources = <const R extends FunctionResources>(resources: R): R => resources;
