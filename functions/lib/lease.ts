import { randomUUID } from 'node:crypto';
import { type NativeAttributeValue, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from './clients/dynamo';
import type { TableName } from './env';
import { unlessConditionFails, writeIfCondition } from './put-if-absent';
import type { TableId, TableKey } from './resources/tables';

/*
 * One lease protocol for background work on an item (a question, a roster import, a mail): a
 * delivery claims the item, holds it while it works, and finishes or releases it; a lease whose
 * holder died goes stale and the next delivery may take it. Every step is one conditional update:
 * of two deliveries only one claims, and only the lease's holder (its `leaseId`) renews, finishes
 * or releases, so a worker that outlived its lease cannot write over the one that took it over.
 * The item's `status` says what it is doing; `leaseId` and `leasedAt` (ms) are the lease's.
 */

/** A lease held on one item: written by claim(), named by every later step. */
export interface Lease<T extends TableId> {
  readonly key: TableKey<T>;
  readonly leaseId: string;
}

type Values = Readonly<Record<string, unknown>>;

/* `SET a = :a, …` and `ADD n :n, …` with placeholders of their own, and the names and values. */
function changes(set: Values, add: Readonly<Record<string, number>> = {}, remove: readonly string[] = []) {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const assign = (prefix: string, entries: [string, unknown][]) =>
    entries.map(([name, value], index) => {
      names[`#${prefix}${index}`] = name;
      values[`:${prefix}${index}`] = value;
      return [`#${prefix}${index}`, `:${prefix}${index}`] as const;
    });
  const sets = assign('s', Object.entries(set)).map(([name, value]) => `${name} = ${value}`);
  const adds = assign('a', Object.entries(add)).map(([name, value]) => `${name} ${value}`);
  const removes = remove.map((name, index) => {
    names[`#r${index}`] = name;
    return `#r${index}`;
  });
  const expression = [
    sets.length > 0 ? `SET ${sets.join(', ')}` : '',
    adds.length > 0 ? `ADD ${adds.join(', ')}` : '',
    removes.length > 0 ? `REMOVE ${removes.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return { expression, names, values };
}

const inList = (prefix: string, statuses: readonly string[]) =>
  Object.fromEntries(statuses.map((status, index) => [`:${prefix}${index}`, status]));

/**
 * The lease steps on one table, for the work of one queue: a lease is stale once older than the
 * queue's `leaseStaleAfterMs`, drawn from its consumer's timeout (queues/define-queue.ts), so no
 * live holder loses it. Called once per module with `tableName('…')` (the grants test reads the
 * table from that call).
 */
export function leases<T extends TableId>(table: TableName<T>, work: { readonly leaseStaleAfterMs: number }) {
  /* One conditional update of the leased item; false (or undefined) when the condition failed. */
  const update = (
    key: TableKey<T>,
    change: ReturnType<typeof changes>,
    condition: { expression: string; names?: Values; values?: Values },
  ) =>
    new UpdateCommand({
      TableName: table,
      Key: key,
      UpdateExpression: change.expression,
      ConditionExpression: condition.expression,
      ExpressionAttributeNames: { ...change.names, ...condition.names } as Record<string, string>,
      ExpressionAttributeValues: { ...change.values, ...condition.values },
      ReturnValues: 'ALL_NEW',
    });
  const end = (lease: Lease<T>, set: Values, add?: Readonly<Record<string, number>>): Promise<boolean> =>
    writeIfCondition(
      dynamo().send(update(lease.key, changes(set, add, ['leaseId', 'leasedAt']), held(lease))),
    );
  function held(lease: Lease<T>) {
    return {
      expression: '#leaseId = :leaseId',
      names: { '#leaseId': 'leaseId' },
      values: { ':leaseId': lease.leaseId },
    };
  }

  return {
    /**
     * Takes the item for this delivery: one in a `from` status, or one in a `reclaim` status
     * whose lease is stale (its holder died) or that has none (an item left
     * working by a release before leases, which no one else will end). `set` and `add` are written with
     * the lease. Answers the lease and the item as it now is, or undefined when another holds it
     * or it is in no such status (finished, or gone).
     */
    async claim(
      key: TableKey<T>,
      options: {
        readonly from: readonly string[];
        readonly reclaim?: readonly string[];
        readonly set?: Values;
        readonly add?: Readonly<Record<string, number>>;
      },
    ): Promise<{ lease: Lease<T>; item: Record<string, NativeAttributeValue> } | undefined> {
      const now = Date.now();
      const leaseId = randomUUID();
      const from = inList('from', options.from);
      const reclaim = inList('stale', options.reclaim ?? []);
      const fresh = options.from.length > 0 ? `#status IN (${Object.keys(from).join(', ')})` : '';
      const stale =
        options.reclaim && options.reclaim.length > 0
          ? `(#status IN (${Object.keys(reclaim).join(', ')}) AND (attribute_not_exists(#leasedAt) OR #leasedAt < :staleBefore))`
          : '';
      const answer = await unlessConditionFails(
        dynamo().send(
          update(key, changes({ ...options.set, leaseId, leasedAt: now }, options.add), {
            expression: [fresh, stale].filter(Boolean).join(' OR '),
            names: { '#status': 'status', ...(stale && { '#leasedAt': 'leasedAt' }) },
            values: { ...from, ...reclaim, ...(stale && { ':staleBefore': now - work.leaseStaleAfterMs }) },
          }),
        ),
      );
      return answer?.Attributes ? { lease: { key, leaseId }, item: answer.Attributes } : undefined;
    },

    /** Writes progress under the lease and starts its time again; false once it is lost. */
    renew(lease: Lease<T>, set: Values = {}): Promise<boolean> {
      return writeIfCondition(
        dynamo().send(update(lease.key, changes({ ...set, leasedAt: Date.now() }), held(lease))),
      );
    },

    /** Ends the lease with the item's outcome, only while it is still held; false once it is lost. */
    finish: end,

    /**
     * Gives the item back after a failed try (`set` its waiting status), so the next delivery may
     * take it at once; false once the lease is lost.
     */
    release: end,
  };
}
