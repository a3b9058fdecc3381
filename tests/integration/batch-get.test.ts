import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { batchGetAcross } from '../../functions/lib/batch-get';
import { stampChange } from '../../functions/lib/change-stamps';
import { tableName } from '../../functions/lib/env';
import { countingRequests } from '../support/dynamo-requests';
import { sharedStack } from '../support/shared-stack';

/*
 * Decision 64: reads asked in one turn go out as one BatchGetItem, each asker given its own items.
 * The stamps table stands for any table: its items are small and keyed by one attribute.
 */
describe('reads asked together', () => {
  const scopes = Array.from({ length: 150 }, () => `user#${randomUUID()}` as const);
  beforeAll(async () => {
    await sharedStack();
    await stampChange(...scopes);
  });
  const keys = (from: number, to: number) => scopes.slice(from, to).map((scope) => ({ scope }));
  const scopesOf = (items: Map<string, Record<string, unknown>[]>) =>
    (items.get(tableName('changeStamps')) ?? []).map(({ scope }) => scope).sort();

  it('sends the reads of one turn in one request, each asker getting the items of its own keys', async () => {
    const table = tableName('changeStamps');
    const { value, requests } = await countingRequests(() =>
      Promise.all([
        batchGetAcross({ RequestItems: { [table]: keys(0, 3) } }),
        batchGetAcross({ RequestItems: { [table]: keys(2, 5) } }),
        batchGetAcross({ RequestItems: { [table]: [{ scope: `user#${randomUUID()}` }] } }),
      ]),
    );
    expect(requests.each).toEqual({ 'BatchGet changeStamps': 1 });
    expect(value.map(scopesOf)).toEqual([scopes.slice(0, 3).sort(), scopes.slice(2, 5).sort(), []]);
  });

  it('splits more than 100 keys into requests BatchGetItem takes, and answers each key', async () => {
    const table = tableName('changeStamps');
    const { value, requests } = await countingRequests(() =>
      batchGetAcross({ RequestItems: { [table]: keys(0, 150) } }),
    );
    expect(requests.each).toEqual({ 'BatchGet changeStamps': 2 });
    expect(scopesOf(value)).toEqual([...scopes].sort());
  });
});
