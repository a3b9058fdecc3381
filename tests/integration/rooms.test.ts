import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '#shared/constants/roles';
import { ROOM_MESSAGES } from '#shared/constants/room-messages';
import { call } from '../support/api';
import { signedInStack } from '../support/shared-stack';
import { scanTable } from '../support/tables';
import type { TestStack } from '../support/test-stack';

describe('classroom directions', () => {
  let stack: TestStack;
  let token: (role: Role) => string;
  beforeAll(async () => {
    ({ stack, token } = await signedInStack());
  });
  const directions = (classroom: string) =>
    call(stack.apiUrl, 'GET', `/api/getdirections?classroom=${encodeURIComponent(classroom)}`, {
      token: token('Student'),
    });

  it('finds a seeded room however its code is typed', async () => {
    for (const typed of ['E101', 'e-101', ' e 101 ']) {
      expect(await directions(typed)).toEqual({
        status: 200,
        body: {
          code: 'E101',
          location: 'E Wing, Ground Floor, Mechanical Engineering Department, Class Room 1',
        },
      });
    }
    expect((await directions('F208')).body.location).toBe('F Wing, First Floor, Lecture Hall 4');
  });

  it('answers 404 with our not-found words for an unknown room, and 400 for one that is not a code', async () => {
    expect(await directions('Z999')).toEqual({ status: 404, body: { msg: ROOM_MESSAGES.notFound } });
    expect((await directions('<script>')).status).toBe(400);
    expect((await directions('')).status).toBe(400);
  });

  it('lists the rooms for suggestions, and lets an Admin add, move and remove one', async () => {
    const rooms = (await call(stack.apiUrl, 'GET', '/api/rooms', { token: token('Student') }))
      .body as unknown as {
      code: string;
    }[];
    expect(rooms.map((room) => room.code)).toEqual(expect.arrayContaining(['E101', 'E508', 'F205']));

    const save = (body: unknown, as = token('Admin')) =>
      call(stack.apiUrl, 'PUT', '/api/admin/rooms', { token: as, body });
    expect(await save({ code: 'g-001', location: 'G Wing, Ground Floor, Seminar Hall' })).toEqual({
      status: 200,
      body: { msg: ROOM_MESSAGES.saved },
    });
    expect((await directions('G001')).body.location).toBe('G Wing, Ground Floor, Seminar Hall');
    await save({ code: 'G001', location: 'G Wing, First Floor, Seminar Hall' });
    expect((await directions('g001')).body.location).toBe('G Wing, First Floor, Seminar Hall');
    const before = (await scanTable('rooms')).length;
    expect((await save({ code: 'G002', location: '' })).status).toBe(400);
    expect((await save({ code: 'G002', location: 'x' }, token('Faculty'))).status).toBe(403);
    expect((await scanTable('rooms')).length).toBe(before);
    expect(
      (await call(stack.apiUrl, 'DELETE', '/api/admin/rooms/G001', { token: token('Admin') })).status,
    ).toBe(200);
    expect((await directions('G001')).status).toBe(404);
  });
});
