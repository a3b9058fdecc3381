import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DashboardSummary } from '#shared/schemas/dashboard';
import type { ReadSummary } from '../../functions/dashboard/summary';
import type { Caller } from '../../functions/lib/caller';
import { type ChangeScope, stampChange } from '../../functions/lib/change-stamps';
import { sharedStack } from '../support/shared-stack';

/*
 * Decision 64: a dashboard summary kept under change stamps, read against the stand-in. `read`
 * stands for the facts' reads and counts how often they are made; each test has a user of its own.
 */
type KeptModule = typeof import('../../functions/dashboard/kept-summary');
let containers = 0;
const aContainer = async () => {
  // The module loaded under a query of its own remembers nothing: another Lambda container, which
  // has only the table. (Resetting every module would restart this worker's shared stack.)
  containers += 1;
  const path = `../../functions/dashboard/kept-summary.ts?container=${containers}`;
  return ((await import(/* @vite-ignore */ path)) as KeptModule).keptSummary;
};

const admin = (): Caller => ({ userId: randomUUID(), sessionId: randomUUID(), role: 'Admin' });
const summaryOf = (count: number): DashboardSummary => ({
  role: 'Admin',
  pendingApprovals: { count, more: false },
});
/* Reads that count themselves, of a summary whose writes stamp the scopes `of`. */
function counted(values: number[], of: readonly ChangeScope[], complete = true) {
  let reads = 0;
  const read = async (): Promise<ReadSummary> => {
    const count = values[Math.min(reads, values.length - 1)] ?? 0;
    reads += 1;
    return { summary: summaryOf(count), complete, scopes: of };
  };
  return { read, reads: () => reads };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 5_100));

describe('dashboard summaries kept under change stamps', () => {
  beforeAll(async () => {
    await sharedStack();
  });

  it('reads the facts again once a scope it was kept under is stamped', async () => {
    const keptSummary = await aContainer();
    const caller = admin();
    const mine = `user#${caller.userId}` as const;
    const facts = counted([1, 2], [mine]);
    await keptSummary(caller, [mine], facts.read);
    await stampChange(mine);
    expect(await keptSummary(caller, [mine], facts.read)).toEqual(summaryOf(2));
    expect(facts.reads()).toBe(2);
  });

  it('reads the facts once, then answers from the kept summary, in another container too', async () => {
    const caller = admin();
    const mine = `user#${caller.userId}` as const;
    const keptSummary = await aContainer();
    const first = counted([1, 2], [mine]);
    expect(await keptSummary(caller, [mine], first.read)).toEqual(summaryOf(1));
    expect(await keptSummary(caller, [mine], first.read)).toEqual(summaryOf(1));
    expect(first.reads()).toBe(1);
    const second = counted([2], [mine]);
    expect(await (await aContainer())(caller, [mine], second.read)).toEqual(summaryOf(1));
    expect(second.reads()).toBe(0);
  });

  it('keeps a summary read under a fresh stamp only until that stamp settles', async () => {
    const keptSummary = await aContainer();
    const caller = admin();
    const mine = `user#${caller.userId}` as const;
    const facts = counted([1, 2, 3], [mine]);
    await stampChange(mine);
    await keptSummary(caller, [mine], facts.read);
    expect(await keptSummary(caller, [mine], facts.read)).toEqual(summaryOf(1));
    await settle();
    expect(await keptSummary(caller, [mine], facts.read)).toEqual(summaryOf(2));
    expect(facts.reads()).toBe(2);
  });

  it('never keeps a summary one of whose facts could not be read', async () => {
    const keptSummary = await aContainer();
    const caller = admin();
    const mine = `user#${caller.userId}` as const;
    const facts = counted([1, 2], [mine], false);
    await keptSummary(caller, [mine], facts.read);
    expect(await keptSummary(caller, [mine], facts.read)).toEqual(summaryOf(2));
  });

  it('never answers one user with another’s kept summary, nor a role with another role’s', async () => {
    const keptSummary = await aContainer();
    const caller = admin();
    const mine = `user#${caller.userId}` as const;
    await keptSummary(caller, [mine], counted([1], [mine]).read);
    const other = admin();
    const theirs = `user#${other.userId}` as const;
    expect(await keptSummary(other, [theirs], counted([7], [theirs]).read)).toEqual(summaryOf(7));
    const sameUserOtherRole: Caller = { ...caller, role: 'Faculty' };
    const facultyRead = counted([9], [mine]);
    await keptSummary(sameUserOtherRole, [mine], facultyRead.read);
    expect(facultyRead.reads()).toBe(1);
  });
});
