import type { FunctionGroup } from '../../shared/api/routes';
import type { BucketId } from './buckets';
import type { QueueId } from './queues';
import type { TableId } from './tables';

type Access = 'read' | 'readWrite';

/** What each endpoint group's Lambda may touch; it gets these grants and their names, nothing more. */
export interface GroupResources {
  readonly tables?: Partial<Record<TableId, Access>>;
  readonly buckets?: Partial<Record<BucketId, Access>>;
  readonly queues?: readonly QueueId[];
}

export const GROUP_RESOURCES: Record<FunctionGroup, GroupResources> = {
  departments: { tables: { departments: 'read' } },
};
