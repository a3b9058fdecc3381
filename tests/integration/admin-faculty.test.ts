import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { FACULTY_MESSAGES } from '#shared/constants/faculty-messages';
import type { Role } from '#shared/constants/roles';
import { call } from '../support/api';
import { signedInStack } from '../support/shared-stack';
import { scanTable } from '../support/tables';
import type { TestStack } from '../support/test-stack';

const member = (name: string) => ({
  imgsrc: 'https://example.org/portrait.jpg',
  name,
  position: 'Assistant Professor',
  education: 'PhD, Structural Engineering',
  department: 'Civil Engineering',
});

describe('an Admin manages the faculty directory', () => {
  let stack: TestStack;
  let token: (role: Role) => string;
  beforeAll(async () => {
    ({ stack, token } = await signedInStack());
  });

  const send = (method: string, body: unknown, as = token('Admin')) =>
    call(stack.apiUrl, method, '/api/admin/faculty', { token: as, body });
  const directory = async (department = 'Civil Engineering') =>
    (await call(stack.apiUrl, 'GET', `/api/admin/faculty?department=${encodeURIComponent(department)}`))
      .body as unknown as Record<string, string>[];

  it('adds a member under an id the server makes, edits and deletes them', async () => {
    const name = `Dr. Meera ${randomUUID().slice(0, 6)}`;
    const added = await send('POST', { ...member(name), id: 'client-made-id' });
    expect(added.status).toBe(201);
    expect(added.body.msg).toBe(FACULTY_MESSAGES.added);
    const id = added.body.id as string;
    expect(id).not.toBe('client-made-id');
    expect((await directory()).find((m) => m.id === id)).toEqual({ ...member(name), id });

    const edited = { ...member(name), id, position: 'Professor', department: 'Mechanical Engineering' };
    expect(await send('PUT', edited)).toEqual({ status: 200, body: { msg: FACULTY_MESSAGES.updated } });
    expect((await directory()).find((m) => m.id === id)).toBeUndefined();
    expect((await directory('Mechanical Engineering')).find((m) => m.id === id)).toEqual(edited);

    expect(await send('DELETE', { id })).toEqual({ status: 200, body: { msg: FACULTY_MESSAGES.deleted } });
    expect((await directory('Mechanical Engineering')).find((m) => m.id === id)).toBeUndefined();
  });

  it('answers 404 for an unknown id, and never makes an entry from an edit', async () => {
    const before = (await scanTable('faculty')).length;
    const ghost = randomUUID();
    expect(await send('PUT', { ...member('Nobody'), id: ghost })).toEqual({
      status: 404,
      body: { msg: FACULTY_MESSAGES.unknown },
    });
    expect(await send('DELETE', { id: ghost })).toEqual({
      status: 404,
      body: { msg: FACULTY_MESSAGES.unknown },
    });
    expect((await scanTable('faculty')).length).toBe(before);
  });

  it('refuses bad input with 400 and a message, and stores nothing', async () => {
    const before = (await scanTable('faculty')).length;
    for (const [body, msg] of [
      [{ ...member('A'), department: 'Astrology' }, 'department must be one of the 10 departments'],
      [{ ...member('A'), imgsrc: '' }, 'imgsrc must be an http(s) URL or an uploaded image'],
      [
        { ...member('A'), imgsrc: 'javascript:alert(1)' },
        'imgsrc must be an http(s) URL or an uploaded image',
      ],
      [{ ...member(''), name: '   ' }, 'name is required'],
      [{ ...member('A'), education: undefined }, 'education is required'],
    ] as const) {
      expect(await send('POST', body)).toEqual({ status: 400, body: { msg } });
    }
    expect((await scanTable('faculty')).length).toBe(before);
  });

  it('lets no one but an Admin change it', async () => {
    expect((await send('POST', member('Dr. Sneaky'), token('Faculty'))).status).toBe(403);
    expect((await send('DELETE', { id: 'x' }, token('Alumni'))).status).toBe(403);
  });
});
