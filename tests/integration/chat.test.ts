import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '#shared/constants/roles';
import type { ChatMessage } from '#shared/schemas/chat';
import { call } from '../support/api';
import { signedInStack } from '../support/shared-stack';
import { scanTable } from '../support/tables';
import type { TestStack } from '../support/test-stack';

describe('community chat', () => {
  let stack: TestStack;
  let token: (role: Role) => string;
  beforeAll(async () => {
    ({ stack, token } = await signedInStack());
  });

  const send = (message: unknown, as = token('Student')) =>
    call(stack.apiUrl, 'POST', '/api/messages', { token: as, body: { message } });
  const read = async (as: string, after?: string) =>
    (
      await call(stack.apiUrl, 'GET', `/api/messages${after ? `?after=${encodeURIComponent(after)}` : ''}`, {
        token: as,
      })
    ).body.messages as ChatMessage[];

  it('posts a message under the sender’s name and shows it to everyone, newest at the bottom', async () => {
    const text = `Hello from the library ${randomUUID()}`;
    const sent = await send(text);
    expect(sent.status).toBe(201);
    expect(sent.body.message as ChatMessage).toMatchObject({ text, sender: 'Demo Student' });
    const seen = await read(token('Alumni'));
    expect(seen.at(-1)?.text).toBe(text);
    expect(seen.map((m) => m.sentAt)).toEqual([...seen.map((m) => m.sentAt)].sort());
  });

  it('answers only what is newer than the last message seen, and nothing for an idle room', async () => {
    const before = await read(token('Faculty'));
    const last = before.at(-1)?.cursor;
    expect(await read(token('Faculty'), last)).toEqual([]);
    await send('first new one');
    await send('second new one', token('Admin'));
    const newer = await read(token('Faculty'), last);
    expect(newer.map((m) => [m.text, m.sender])).toEqual([
      ['first new one', 'Demo Student'],
      ['second new one', 'Demo Admin'],
    ]);
  });

  it('refuses empty or overlong text with 400 and stores nothing', async () => {
    const stored = (await scanTable('chatMessages')).length;
    expect((await send('   ')).body).toEqual({ msg: 'message is required' });
    expect((await send('x'.repeat(1001))).body).toEqual({ msg: 'message must be at most 1000 characters' });
    expect((await send(undefined)).body).toEqual({ msg: 'message is required' });
    expect((await scanTable('chatMessages')).length).toBe(stored);
  });
});
