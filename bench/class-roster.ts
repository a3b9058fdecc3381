import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { DEPARTMENT_NAMES } from '#shared/constants/departments';
import { CLASS_YEARS, classKey, type StudentClass } from '#shared/schemas/student-class';
import { ON_ROSTER } from '../functions/accounts';
import { createAccount } from '../functions/accounts/accounts';
import { STUDENTS_PAGE_SIZE } from '../functions/attendance/read-attendance';
import { tableName } from '../functions/lib/env';
import type { DemoAccount } from '../infra/local/seed';
import { loginAs } from '../tests/support/api';
import { assignToDemoFaculty } from '../tests/support/attendance-fixtures';
import { startTestStack } from '../tests/support/test-stack';
import { apiAgainstTable } from './latency';
import { say } from './report';

/** The budget (decision 16): a class roster of 120 among 5,000 students, in at most 2× its index query. */
export const ROSTER_STUDENTS = 5_000;
export const ROSTER_CLASS_SIZE = 120;

/* The class measured: a division of its own, so earlier runs on the same data do not grow it. */
const measuredClass = (): StudentClass => ({
  branch: 'Computer Engineering',
  year: 'TE',
  division: `${'XYZ'[Math.floor(Math.random() * 3)]}${Math.floor(Math.random() * 10)}`,
});

/*
 * 5,000 active Students written as sign-up stores them (no password hashing, which is not what is
 * measured): 120 in the measured class, the rest over every branch, year and three divisions.
 */
async function seedStudents(measured: StudentClass): Promise<void> {
  const run = randomUUID().slice(0, 8);
  const classOf = (i: number): StudentClass =>
    i < ROSTER_CLASS_SIZE
      ? measured
      : {
          branch: DEPARTMENT_NAMES[i % DEPARTMENT_NAMES.length] ?? 'Civil Engineering',
          year: CLASS_YEARS[Math.floor(i / DEPARTMENT_NAMES.length) % CLASS_YEARS.length] ?? 'FE',
          division: 'ABC'[i % 3] ?? 'A',
        };
  const PARALLEL = 50;
  for (let start = 0; start < ROSTER_STUDENTS; start += PARALLEL) {
    await Promise.all(
      Array.from({ length: Math.min(PARALLEL, ROSTER_STUDENTS - start) }, (_, n) => {
        const i = start + n;
        return createAccount({
          login: `roster-${run}-${i}@example.org`,
          firstName: `Student${String(i).padStart(4, '0')}`,
          lastName: 'Bench',
          birthDate: '2004-04-04',
          role: 'Student',
          status: 'active',
          passwordHash: 'scrypt$not-used',
          ...classOf(i),
        });
      }),
    );
  }
}

/**
 * A Faculty member's class roster (GET /api/students for one class) through the local API, against
 * the same index query sent straight to the stand-in: one partition of studentsByClass, 120 names,
 * with the roster's own filter (decision 16).
 */
export async function classRosterLatency(
  apiUrl: string,
  accounts: readonly DemoAccount[],
  rounds: number,
  warmup: number,
) {
  const measured = measuredClass();
  await seedStudents(measured);
  // A Faculty member reads only the classes they teach (decision 32): the API asks that first.
  await assignToDemoFaculty(measured);
  const faculty = accounts.find((candidate) => candidate.role === 'Faculty');
  if (!faculty) throw new Error('no demo Faculty');
  const token = await loginAs(apiUrl, faculty);
  const result = await apiAgainstTable({
    url: `${apiUrl}/api/students?${new URLSearchParams(measured)}`,
    headers: { authorization: `Bearer ${token}` },
    direct: async (client) => {
      const { Items = [] } = await client.send(
        new QueryCommand({
          TableName: tableName('users'),
          IndexName: 'studentsByClass',
          KeyConditionExpression: 'classList = :class',
          FilterExpression: ON_ROSTER.expression,
          ExpressionAttributeValues: { ':class': classKey(measured), ...ON_ROSTER.values },
          ProjectionExpression: 'login, userId, firstName, lastName',
          Limit: STUDENTS_PAGE_SIZE,
        }),
      );
      if (Items.length !== ROSTER_CLASS_SIZE) throw new Error(`the class holds ${Items.length} students`);
    },
    rounds,
    warmup,
  });
  return result;
}

/* `npx tsx bench/class-roster.ts [rounds]`: this measure alone, on a stack of its own. */
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const rounds = Number(process.argv[2] ?? 300);
  const stack = await startTestStack();
  try {
    const { api, dynamo } = await classRosterLatency(stack.apiUrl, stack.demoAccounts, rounds, 30);
    const ratio = api.p50 / dynamo.p50;
    say(
      `Class roster (${ROSTER_CLASS_SIZE} of ${ROSTER_STUDENTS} students), ${rounds} requests: API p50 ${api.p50.toFixed(2)} ms, index query p50 ${dynamo.p50.toFixed(2)} ms, ${ratio.toFixed(2)}× (budget ≤ 2×)`,
    );
  } finally {
    await stack.destroy();
  }
}
