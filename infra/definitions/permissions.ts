import type { FunctionGroup } from '../../shared/api/routes';
import type { BucketId } from './buckets';
import type { QueueId } from './queues';
import type { TableId } from './tables';

type Access = 'read' | 'readWrite';

/** What a Lambda may touch; it gets these grants and their names, nothing more. */
export interface FunctionResources {
  readonly tables?: Partial<Record<TableId, Access>>;
  readonly buckets?: Partial<Record<BucketId, Access>>;
  readonly queues?: readonly QueueId[];
  /** Reads the JWT signing key (to sign or to verify tokens). */
  readonly signingKey?: boolean;
  /** Sends mail through SES, only from the configured address. */
  readonly sendsMail?: boolean;
  /** Memory in MB; CPU grows with it. */
  readonly memorySize?: number;
}

export const GROUP_RESOURCES: Record<FunctionGroup, FunctionResources> = {
  // scrypt takes 128 MiB per hash; more memory also buys the CPU that keeps a login near 0.5 s.
  auth: {
    tables: { users: 'readWrite', sessions: 'readWrite', rateLimits: 'readWrite' },
    signingKey: true,
    memorySize: 1024,
  },
  users: { tables: { users: 'readWrite' } },
  departments: { tables: { departments: 'read' } },
  faculty: { tables: { faculty: 'read' } },
  contact: { tables: { contactMessages: 'readWrite', rateLimits: 'readWrite' }, sendsMail: true },
};

/** The API Gateway Lambda authorizer: verifies the token and looks its session up. */
export const AUTHORIZER_RESOURCES: FunctionResources = { tables: { sessions: 'read' }, signingKey: true };

/** The contact-mail retry job: reads undelivered messages and mails them. */
export const CONTACT_RETRY_RESOURCES: FunctionResources = {
  tables: { contactMessages: 'readWrite' },
  sendsMail: true,
};
