import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { classKey, type StudentClass } from '#shared/schemas/student-class';
import { comparedText } from '#shared/schemas/text';
import { batchGetAcross, type KeysByTable } from './batch-get';
import { dynamo } from './clients/dynamo';
import { tableName } from './env';
import { logger } from './logger';

/*
 * Change stamps (decision 64). A dashboard's summary is kept with the stamps of the scopes it was
 * read from; a writer of anything a summary shows puts a new stamp under the scope it changed, so
 * the next read sees a stamp it was not kept under and reads the facts again. A writer stamps after
 * its own write has landed: a summary read before the stamp is then never kept past it.
 */

/** What one write changed, as coarse as the facts a summary reads. */
export type ChangeScope =
  /** College-wide: announcements, the term, periods, bands, any class's timetable or batches, teaching. */
  | 'college'
  /** The Admin's facts: accounts waiting, undelivered mail, the last imports, classes with no timetable. */
  | 'admin'
  | `class#${string}`
  | `notes#${string}`
  | `user#${string}`;

export const scopes = {
  college: 'college',
  admin: 'admin',
  /** A class's attendance: its lectures' marks and the counts under the minimum. */
  ofClass: (studentClass: StudentClass) => `class#${classKey(studentClass)}`,
  /** The notes of a branch and year (Study Buddy's "new notes for my class"). */
  // A note's branch and year are typed text, compared as its lists compare them ("cse" is "CSE").
  notesOf: (branch: string, year: string) => `notes#${comparedText(branch)}#${comparedText(year)}`,
  /** One user's own facts: their account, visits, questions. */
  user: (userId: string) => `user#${userId}`,
} as const satisfies Record<string, ChangeScope | ((...args: never[]) => ChangeScope)>;

/* A stamp nobody renews for a year goes; a summary that finds none reads its facts again. */
const KEPT_SECONDS = 365 * 24 * 60 * 60;

/**
 * Puts a fresh stamp under each scope this write changed; call it once the write has landed. It
 * never throws: the write it follows has landed and its caller's next steps (a queue message, a
 * lease released, the answer) must not be lost to it. A stamp not put leaves the summaries of its
 * scope up to their longest (10 minutes, kept-until.ts) behind, and is logged.
 */
export async function stampChange(...changed: readonly ChangeScope[]): Promise<void> {
  await Promise.all(
    [...new Set(changed)].map(async (scope) => {
      try {
        await dynamo().send(
          new PutCommand({
            TableName: tableName('changeStamps'),
            // When it was put, as near the write as can be: the settling time counts from here.
            Item: { scope, stamp: randomUUID(), at: Date.now(), expiresAt: expiresAt() },
          }),
        );
      } catch (error) {
        logger.warn('A change stamp was not put; dashboards of its scope may lag up to 10 minutes', {
          scope,
          error,
        });
      }
    }),
  );
}

const expiresAt = () => Math.floor(Date.now() / 1000) + KEPT_SECONDS;

export interface Stamp {
  readonly stamp: string;
  /** When it was put (epoch ms). */
  readonly at: number;
}

/**
 * The stamps of these scopes (a scope never stamped has none), strongly consistent, and beside them
 * the items of other keys the caller names: one BatchGet while they fit.
 */
export async function readStamps(request: {
  readonly scopes: readonly ChangeScope[];
  readonly RequestItems?: KeysByTable;
}): Promise<{ stamps: Map<string, Stamp>; beside: Map<string, Record<string, unknown>[]> }> {
  const stampsTable = tableName('changeStamps');
  const found = await batchGetAcross({
    RequestItems: {
      ...request.RequestItems,
      [stampsTable]: [...new Set(request.scopes)].map((scope) => ({ scope })),
    },
  });
  const stamps = new Map<string, Stamp>();
  for (const { scope, stamp, at } of found.get(stampsTable) ?? [])
    if (typeof scope === 'string' && typeof stamp === 'string' && typeof at === 'number')
      stamps.set(scope, { stamp, at });
  found.delete(stampsTable);
  return { stamps, beside: found };
}

/** The stamps of these scopes alone. */
export async function stampsOf(of: readonly ChangeScope[]): Promise<Map<string, Stamp>> {
  return (await readStamps({ scopes: of })).stamps;
}
