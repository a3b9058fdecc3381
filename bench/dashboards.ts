import { randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { StudentClass } from '#shared/schemas/student-class';
import { createAccount } from '../functions/accounts/accounts';
import { POSTS_PAGE_SIZE } from '../functions/forum/forum';
import { createPost } from '../functions/forum/posts';
import { tableName } from '../functions/lib/env';
import { NOTES_PAGE_SIZE } from '../functions/notes/read-notes';
import { createNote } from '../functions/notes/repository';
import type { DemoAccount } from '../infra/local/seed';
import { loginAs } from '../tests/support/api';
import { assignToDemoFaculty } from '../tests/support/attendance-fixtures';
import { apiAgainstTable, percentiles, time } from './latency';

const account = (accounts: readonly DemoAccount[], role: string) => {
  const found = accounts.find((candidate) => candidate.role === role);
  if (!found) throw new Error(`no demo ${role}`);
  return found;
};

/**
 * The notes list through the local API against the same index query sent straight to the DynamoDB
 * stand-in, over a list of 60 notes (written to the table as the upload would).
 */
export async function notesLatency(
  apiUrl: string,
  accounts: readonly DemoAccount[],
  rounds: number,
  warmup: number,
) {
  for (let i = 0; i < 60; i++) {
    await createNote({
      id: randomUUID(),
      subject: `Subject ${i % 7}`,
      unit: `Unit ${i % 5}`,
      branch: i % 2 ? 'Data Structures' : 'Operating Systems',
      uploaded_by: 'Bench',
      div: 'A',
      year: 'SE',
      filename: `note-${i}.pdf`,
      uploaderId: randomUUID(),
      createdAt: new Date(Date.now() - i * 1000).toISOString(),
    });
  }
  const token = await loginAs(apiUrl, account(accounts, 'Student'));
  return apiAgainstTable({
    url: `${apiUrl}/api/notes`,
    headers: { authorization: `Bearer ${token}` },
    direct: (client) =>
      client.send(
        new QueryCommand({
          TableName: tableName('notes'),
          IndexName: 'newest',
          KeyConditionExpression: 'feed = :feed',
          ExpressionAttributeValues: { ':feed': 'notes' },
          ScanIndexForward: false,
          Limit: NOTES_PAGE_SIZE,
        }),
      ),
    rounds,
    warmup,
  });
}

/**
 * The public forum list through the local API against the same index query sent straight to the
 * stand-in, over 60 posts (written to the table as publishing would).
 */
export async function forumLatency(apiUrl: string, rounds: number, warmup: number) {
  for (let i = 0; i < 60; i++) {
    await createPost({
      postId: randomUUID(),
      heading: `Bench post ${i}`,
      body: 'A post of a few words, as most are.',
      date: '2027-01-01T10:00',
      authorId: randomUUID(),
      authorName: 'Bench',
      createdAt: new Date(Date.now() - i * 1000).toISOString(),
      likes: i % 7,
    });
  }
  return apiAgainstTable({
    url: `${apiUrl}/api/forum/posts`,
    direct: (client) =>
      client.send(
        new QueryCommand({
          TableName: tableName('forumPosts'),
          IndexName: 'byLikes',
          KeyConditionExpression: 'feed = :feed',
          ExpressionAttributeValues: { ':feed': 'posts' },
          ScanIndexForward: false,
          Limit: POSTS_PAGE_SIZE,
        }),
      ),
    rounds,
    warmup,
  });
}

/**
 * A dashboard's one read (GET /api/dashboard, issue 47) through the local API, against one of the
 * index queries it makes, sent straight to the stand-in: its facts are read side by side, so the
 * budget is p50 ≤ 2× one such query, whatever the college's size. Run after the roster's 5,000
 * students are seeded.
 */
export async function dashboardLatency(
  apiUrl: string,
  accounts: readonly DemoAccount[],
  role: 'Admin' | 'Faculty' | 'Student',
  rounds: number,
  warmup: number,
) {
  const token = await loginAs(apiUrl, account(accounts, role));
  return apiAgainstTable({
    url: `${apiUrl}/api/dashboard`,
    headers: { authorization: `Bearer ${token}` },
    direct: (client) =>
      client.send(
        new QueryCommand({
          TableName: tableName('announcements'),
          KeyConditionExpression: 'feed = :feed',
          ExpressionAttributeValues: { ':feed': 'announcements' },
          Select: 'COUNT',
          Limit: 100,
        }),
      ),
    rounds,
    warmup,
  });
}

/* The marked students' class: Faculty mark one class's roster (a division of the bench's own). */
const MARKED_CLASS: StudentClass = { branch: 'Civil Engineering', year: 'SE', division: 'BM' };

/** Marking 120 students in one call, as a faculty member's browser sends it, end to end. */
export async function markingLatency(apiUrl: string, accounts: readonly DemoAccount[], rounds: number) {
  const students = await Promise.all(
    Array.from({ length: 120 }, async (_, i) => {
      const made = await createAccount({
        login: `bench-${i}-${randomUUID()}@example.org`,
        firstName: `Bench${i}`,
        lastName: 'Student',
        birthDate: '2004-04-04',
        role: 'Student',
        status: 'active',
        passwordHash: 'scrypt$not-used',
        ...MARKED_CLASS,
      });
      if (!made) throw new Error('student not made');
      return made.userId;
    }),
  );
  // Faculty mark only the classes they teach (decision 32).
  await assignToDemoFaculty(MARKED_CLASS);
  const token = await loginAs(apiUrl, account(accounts, 'Faculty'));
  const samples: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const body = {
      ...MARKED_CLASS,
      date: '2026-01-15',
      type: 'Lecture',
      students: students.map((id, n) => ({ id, present: (n + i) % 3 > 0 })),
    };
    samples.push(
      await time(async () => {
        const response = await fetch(`${apiUrl}/api/attendance/mark`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        if (!response.ok) throw new Error(`marking answered ${response.status}`);
        await response.json();
      }),
    );
  }
  return percentiles(samples);
}

/**
 * A chat poll of an idle room (nothing after the newest message) through the local API, against
 * the same key query sent straight to the stand-in: one small read, never a scan.
 */
export async function idleChatPollLatency(
  apiUrl: string,
  accounts: readonly DemoAccount[],
  rounds: number,
  warmup: number,
) {
  const token = await loginAs(apiUrl, account(accounts, 'Student'));
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const sent = await fetch(`${apiUrl}/api/messages`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ message: 'bench' }),
  });
  const { message } = (await sent.json()) as { message: { cursor: string } };
  return apiAgainstTable({
    url: `${apiUrl}/api/messages?after=${encodeURIComponent(message.cursor)}`,
    headers,
    direct: (client) =>
      client.send(
        new QueryCommand({
          TableName: tableName('chatMessages'),
          KeyConditionExpression: 'room = :room AND #position > :after',
          ExpressionAttributeNames: { '#position': 'position' },
          ExpressionAttributeValues: { ':room': 'community', ':after': message.cursor },
          Limit: 50,
        }),
      ),
    rounds,
    warmup,
  });
}

/**
 * A question from submit to completed as the page sees it: submit, then poll the status every
 * 1000 ms until it is completed; the local runtime's poller feeds the worker.
 */
export async function gptRoundTrip(apiUrl: string, accounts: readonly DemoAccount[], rounds: number) {
  const token = await loginAs(apiUrl, account(accounts, 'Student'));
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const samples: number[] = [];
  for (let i = 0; i < rounds; i++) {
    samples.push(
      await time(async () => {
        const submitted = await fetch(`${apiUrl}/api/personalizedgpt`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ query: `bench question ${i}` }),
        });
        const { taskId } = (await submitted.json()) as { taskId: string };
        for (;;) {
          await new Promise((resolve) => setTimeout(resolve, 1000));
          const status = await fetch(`${apiUrl}/api/personalizedgpt/status/${taskId}`, { headers });
          const task = (await status.json()) as { status: string };
          if (task.status === 'completed' || task.status === 'failed') return;
        }
      }),
    );
  }
  return percentiles(samples);
}
