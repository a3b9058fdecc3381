import type { MiddlewareStack } from '@smithy/types';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '#shared/constants/roles';
import { dynamo } from '../../functions/lib/clients/dynamo';
import { setBatch } from '../../functions/timetable';
import { call } from '../support/api';
import { classQuery, makeAccount } from '../support/attendance-fixtures';
import { recentTeachingDate, signedInFaculty, weeklySlot } from '../support/lecture-fixtures';
import { signedInStack } from '../support/shared-stack';
import type { TestStack } from '../support/test-stack';
import { collegeDay, uniqueClass, uniqueRoom } from '../support/timetable-fixtures';

/*
 * Lookups of students' batches (items `student#<id>` / `batch` of the timetable table) sent while
 * `run` runs: the local gateway calls the handlers in this process, through its one DynamoDB client.
 */
async function batchLookups(run: () => Promise<unknown>) {
  const seen = { gets: 0, batchGets: 0, keys: 0 };
  const isBatchKey = (key: unknown) => String((key as { owner?: unknown }).owner).startsWith('student#');
  const stack = dynamo().middlewareStack as MiddlewareStack<object, object>;
  stack.add(
    (next, context) => async (args) => {
      const input = (args as { input: Record<string, unknown> }).input;
      // The document client's commands reach this stack as the item commands they send.
      if (context.commandName === 'GetItemCommand' && isBatchKey(input.Key)) seen.gets += 1;
      if (context.commandName === 'BatchGetItemCommand') {
        const asked = Object.values(input.RequestItems as Record<string, { Keys: unknown[] }>)
          .flatMap((table) => table.Keys)
          .filter(isBatchKey);
        if (asked.length > 0) seen.batchGets += 1;
        seen.keys += asked.length;
      }
      return next(args);
    },
    { step: 'initialize', name: 'batchLookups' },
  );
  try {
    await run();
  } finally {
    stack.remove('batchLookups');
  }
  return seen;
}

describe("attendance: a batch practical's roster", () => {
  let stack: TestStack;
  let token: (role: Role) => string;
  beforeAll(async () => {
    ({ stack, token } = await signedInStack());
    await collegeDay();
  });

  it("holds exactly the batch's students of a 120-student division, its batches read in two requests", async () => {
    const ours = uniqueClass();
    const { date, weekday } = recentTeachingDate(10);
    const teacher = await signedInFaculty(stack.apiUrl, ours, 'Circuits Lab');
    const batchOfNumber = (n: number) => (n < 40 ? 'A1' : n < 80 ? 'A2' : n < 110 ? 'A3' : undefined);
    const made = await Promise.all(
      Array.from({ length: 120 }, async (_, n) => {
        const account = await makeAccount(`Student${String(n).padStart(3, '0')}`, 'Batch', ours);
        await setBatch(account.userId, batchOfNumber(n));
        return { id: account.userId, batch: batchOfNumber(n) };
      }),
    );
    const slotId = await weeklySlot(stack.apiUrl, token('Admin'), {
      ...ours,
      weekday,
      type: 'Practical',
      batch: 'A2',
      subject: 'Circuits Lab',
      start: '10:00',
      end: '12:00',
      room: await uniqueRoom(),
      facultyId: teacher.account.userId,
    });
    const path = `/api/attendance/lecture?${classQuery(ours)}&date=${date}&lectureId=${encodeURIComponent(`${slotId}#${date}`)}`;
    let roster: Awaited<ReturnType<typeof call>> | undefined;
    const lookups = await batchLookups(async () => {
      roster = await call(stack.apiUrl, 'GET', path, { token: teacher.token });
    });
    expect(roster?.status).toBe(200);
    const listed = roster?.body.students as { _id: string; firstName: string }[];
    expect(listed.map((student) => student._id).sort()).toEqual(
      made
        .filter((one) => one.batch === 'A2')
        .map((one) => one.id)
        .sort(),
    );
    // Still in name order.
    expect(listed.map((student) => student.firstName)).toEqual(
      Array.from({ length: 40 }, (_, n) => `Student${String(40 + n).padStart(3, '0')}`),
    );
    // One BatchGet of 100 keys and one of 20, instead of 120 Gets.
    expect(lookups).toEqual({ gets: 0, batchGets: 2, keys: 120 });
  });
});
