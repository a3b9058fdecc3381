import { PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { type DashboardSummary, dashboardSummarySchema } from '#shared/schemas/dashboard';
import type { Caller } from '../lib/caller';
import { type ChangeScope, readStamps, type Stamp, stampsOf } from '../lib/change-stamps';
import { dynamo } from '../lib/clients/dynamo';
import { tableName } from '../lib/env';
import { logger } from '../lib/logger';
import { keptUntil, SETTLING_MS } from './kept-until';
import type { ReadSummary } from './summary';

/*
 * A user's last summary, kept with the change stamps it was read under (decision 64). While every
 * stamp is the one it was kept with and its time holds (kept-until.ts), it is what the facts would
 * say again: the read is then one BatchGet of the stamps (and of the kept summary, when this
 * container does not remember it), beside the session's Get, whatever the college's size.
 */
const keptSchema = z.object({
  userId: z.string(),
  role: z.string(),
  summary: dashboardSummarySchema,
  scopes: z.array(z.string()),
  stamps: z.record(z.string(), z.string()),
  validUntil: z.number(),
});
type Kept = z.infer<typeof keptSchema>;

/* The summaries this container remembers, least recently read first; a bound on its memory. */
const REMEMBERED = 2_000;
const remembered = new Map<string, Kept>();

function remember(kept: Kept) {
  remembered.delete(kept.userId);
  remembered.set(kept.userId, kept);
  const oldest = remembered.keys().next().value;
  if (remembered.size > REMEMBERED && oldest !== undefined) remembered.delete(oldest);
}

const stampOf = (stamps: ReadonlyMap<string, Stamp>, scope: string) => stamps.get(scope)?.stamp ?? '';

/* More stamps into `into`; false when they could not be read (the summary is then read, not kept). */
async function readMore(of: readonly ChangeScope[], into: Map<string, Stamp>): Promise<boolean> {
  try {
    for (const [scope, stamp] of await stampsOf(of)) into.set(scope, stamp);
    return true;
  } catch (error) {
    logger.warn('Change stamps could not be read; the dashboard summary is read afresh', { error });
    return false;
  }
}

function parseKept(item: Record<string, unknown> | undefined): Kept | undefined {
  const parsed = keptSchema.safeParse(item);
  return parsed.success ? parsed.data : undefined;
}

const stillTrue = (kept: Kept, caller: Caller, stamps: ReadonlyMap<string, Stamp>, now: number) =>
  kept.role === caller.role &&
  now < kept.validUntil &&
  kept.scopes.every((scope) => stampOf(stamps, scope) === (kept.stamps[scope] ?? ''));

async function keep(kept: Kept) {
  remember(kept);
  try {
    await dynamo().send(
      new PutCommand({
        TableName: tableName('dashboardSummaries'),
        Item: { ...kept, expiresAt: Math.floor(kept.validUntil / 1000) + 24 * 60 * 60 },
      }),
    );
  } catch (error) {
    // Not kept is only slower: the next read reads the facts again.
    logger.warn('A dashboard summary could not be kept', { error });
  }
}

/**
 * The caller's summary: the kept one while it still holds, else read afresh by `read` and kept.
 * The stamps are read before the facts, so a write that lands meanwhile leaves a stamp this summary
 * was not kept under, and the next read reads again.
 */
export async function keptSummary(
  caller: Caller,
  base: readonly ChangeScope[],
  read: () => Promise<ReadSummary>,
): Promise<DashboardSummary> {
  const inMemory = remembered.get(caller.userId);
  const asked = new Set<ChangeScope>([...base, ...((inMemory?.scopes ?? []) as ChangeScope[])]);
  const summaries = tableName('dashboardSummaries');
  const first = await readStamps({
    scopes: [...asked],
    RequestItems: inMemory ? {} : { [summaries]: [{ userId: caller.userId }] },
  });
  const { stamps } = first;
  const kept = inMemory ?? parseKept(first.beside.get(summaries)?.[0]);
  if (kept) {
    const unread = (kept.scopes as ChangeScope[]).filter((scope) => !asked.has(scope));
    const known = unread.length === 0 || (await readMore(unread, stamps));
    if (known) for (const scope of unread) asked.add(scope);
    if (known && stillTrue(kept, caller, stamps, Date.now())) {
      remember(kept);
      return kept.summary;
    }
  }
  const readAt = Date.now();
  const fresh = await read();
  if (!fresh.complete) return fresh.summary;
  // Scopes found by the read itself (a Student's class) were stamped before or after it: kept briefly.
  const late = fresh.scopes.filter((scope) => !asked.has(scope));
  if (late.length > 0 && !(await readMore(late, stamps))) return fresh.summary;
  const settled = late.length === 0 && [...stamps.values()].every(({ at }) => at <= readAt - SETTLING_MS);
  const validUntil = keptUntil(fresh.summary, readAt, settled);
  await keep({
    userId: caller.userId,
    role: caller.role,
    summary: fresh.summary,
    scopes: [...fresh.scopes],
    stamps: Object.fromEntries(fresh.scopes.map((scope) => [scope, stampOf(stamps, scope)])),
    validUntil,
  });
  return fresh.summary;
}
