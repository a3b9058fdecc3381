import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it, vi } from 'vitest';
import * as z from 'zod';
import { defineGroup, PUBLIC, rolesOnly } from '#shared/api/define';
import { secretFile } from '../../tests/support/secret-file';
import type { Caller, NamedCaller } from './caller';
import { createGroupHandler, type RouteRequest } from './group-handler';
import { HttpError, reply } from './http';

const routes = defineGroup('example', {
  greet: {
    method: 'GET',
    path: '/api/greet',
    access: PUBLIC,
    query: z.object({ name: z.string().min(1) }),
    response: z.object({ text: z.string() }),
  },
  mine: {
    method: 'GET',
    path: '/api/mine',
    access: rolesOnly('Admin'),
    readOnly: true,
    response: z.object({ userId: z.string() }),
  },
  unreviewed: {
    method: 'GET',
    path: '/api/unreviewed',
    access: rolesOnly('Admin'),
    response: z.object({ by: z.string() }),
  },
  create: {
    method: 'POST',
    path: '/api/things/{id}',
    access: rolesOnly('Admin'),
    params: z.object({ id: z.string().regex(/^\d+$/) }),
    body: z.object({ title: z.string() }),
    response: z.object({ id: z.string(), title: z.string(), by: z.string() }),
  },
});

/* The sessions table as the handler sees it: s1 is live under the name its account has now. */
const liveSessions = new Map([
  [
    's1',
    {
      sessionId: 's1',
      userId: 'u1',
      login: 'asha@example.org',
      name: 'Asha Rao',
      role: 'Admin' as const,
      passwordVersion: 0,
    },
  ],
]);
const sessions = {
  findLiveSession: async (sessionId: string) => {
    const session = liveSessions.get(sessionId);
    return session && { ...session, expiresAt: Date.now() / 1000 + 60 };
  },
};
const ran: string[] = [];

const handler = createGroupHandler(
  routes,
  {
    greet: async ({ query }) => ({ text: `Hello, ${query.name}` }),
    mine: async ({ caller }) => {
      ran.push('mine');
      if (caller.userId === 'fails') throw new HttpError(404, 'No such thing');
      return { userId: caller.userId };
    },
    create: async ({ pathParameters, body, caller }) => {
      ran.push('create');
      return reply(201, { id: pathParameters.id, title: body.title, by: caller.name });
    },
    unreviewed: async ({ caller }) => {
      ran.push('unreviewed');
      return { by: caller.name };
    },
  },
  { sessions },
);

/* Every request in these tests came through the site, with the origin secret (see origin.ts). */
const ORIGIN_SECRET = 'o'.repeat(40);
const originFile = secretFile('origin-secret', ORIGIN_SECRET);
beforeAll(() => vi.stubEnv('ORIGIN_SECRET_FILE', originFile.file));
afterAll(originFile.remove);

const event = (routeKey: string, parts: Partial<APIGatewayProxyEventV2> & { lambda?: object } = {}) =>
  ({
    routeKey,
    headers: { 'content-type': 'application/json', 'x-campus-origin-verify': ORIGIN_SECRET },
    ...parts,
    requestContext: {
      http: { sourceIp: '203.0.113.9' },
      authorizer: parts.lambda ? { lambda: parts.lambda } : undefined,
    },
  }) as unknown as APIGatewayProxyEventV2;

/* What the authorizer hands over: the token's claims, no name. */
const ADMIN = { userId: 'u1', sessionId: 's1', role: 'Admin' };

const createThing = (id: string, body: string, lambda?: object) =>
  handler(event('POST /api/things/{id}', { pathParameters: { id }, body, lambda }));

describe('group handler', () => {
  it('answers an action’s body as a 200 JSON response', async () => {
    const response = await handler(event('GET /api/greet', { queryStringParameters: { name: 'Ria' } }));
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body ?? '')).toEqual({ text: 'Hello, Ria' });
  });

  it('answers a reply with its own status', async () => {
    const response = await createThing('42', JSON.stringify({ title: 'Lab' }), ADMIN);
    expect(response.statusCode).toBe(201);
    expect(JSON.parse(response.body ?? '')).toEqual({ id: '42', title: 'Lab', by: 'Asha Rao' });
  });

  it('refuses bad input, a missing caller and a wrong role before the action runs', async () => {
    const badQuery = await handler(event('GET /api/greet', { queryStringParameters: { name: '' } }));
    expect(badQuery.statusCode).toBe(400);
    const signedOut = await createThing('1', '{"title":"x"}');
    expect(signedOut.statusCode).toBe(401);
    const student = await createThing('1', '{"title":"x"}', { ...ADMIN, role: 'Student' });
    expect(student.statusCode).toBe(403);
    const badParams = await createThing('x', '{"title":"x"}', ADMIN);
    expect(badParams.statusCode).toBe(400);
  });

  it('logs an unexpected error as one JSON line with the route and request id, never the body', async () => {
    const lines: string[] = [];
    const capture = (chunk: unknown) => {
      lines.push(String(chunk));
      return true;
    };
    const out = vi.spyOn(process.stdout, 'write').mockImplementation(capture);
    const err = vi.spyOn(process.stderr, 'write').mockImplementation(capture);
    try {
      const failing = createGroupHandler(
        routes,
        {
          greet: async () => {
            throw new Error('storage is down');
          },
          mine: async () => ({ userId: 'u1' }),
          unreviewed: async () => ({ by: 'b' }),
          create: async () => reply(201, { id: '1', title: 't', by: 'b' }),
        },
        { sessions },
      );
      const response = await failing({
        ...event('GET /api/greet', { queryStringParameters: { name: 'Ria' } }),
        body: JSON.stringify({ password: 'hunter2-secret' }),
        requestContext: { requestId: 'req-42', http: { sourceIp: '203.0.113.9' } },
      } as unknown as APIGatewayProxyEventV2);
      expect(response.statusCode).toBe(500);
      expect(JSON.parse(response.body ?? '')).toEqual({ msg: 'Internal server error' });
    } finally {
      out.mockRestore();
      err.mockRestore();
    }
    const entry = JSON.parse(lines.find((line) => line.includes('Unhandled error')) ?? '{}');
    expect(entry).toMatchObject({ level: 'ERROR', route: 'GET /api/greet', requestId: 'req-42' });
    expect(entry.error).toMatchObject({ message: 'storage is down' });
    expect(lines.join('')).not.toContain('hunter2-secret');
  });

  it('makes a change under the live session’s name, and refuses an ended session before the action runs', async () => {
    ran.length = 0;
    const ended = await createThing('7', '{"title":"x"}', { ...ADMIN, sessionId: 'logged-out' });
    expect(ended.statusCode).toBe(401);
    expect(JSON.parse(ended.body ?? '')).toEqual({ msg: 'Your session has ended. Please log in again.' });
    const otherAccount = await createThing('7', '{"title":"x"}', { ...ADMIN, userId: 'u2' });
    expect(otherAccount.statusCode).toBe(401);
    const endedWithBadInput = await createThing('x', '{}', { ...ADMIN, sessionId: 'logged-out' });
    expect(endedWithBadInput.statusCode).toBe(401);
    expect(ran).toEqual([]);
  });

  it('answers a read only once its session is known to be live, whatever the read found', async () => {
    const live = await handler(event('GET /api/mine', { lambda: ADMIN }));
    expect(live.statusCode).toBe(200);
    expect(JSON.parse(live.body ?? '')).toEqual({ userId: 'u1' });
    const ended = await handler(event('GET /api/mine', { lambda: { ...ADMIN, sessionId: 'logged-out' } }));
    expect(ended.statusCode).toBe(401);
    const endedAndFailing = await handler(
      event('GET /api/mine', { lambda: { ...ADMIN, userId: 'fails', sessionId: 'logged-out' } }),
    );
    expect(endedAndFailing.statusCode).toBe(401);
    expect(endedAndFailing.body).not.toContain('No such thing');
  });

  it('runs a GET not marked readOnly only once its session is live, as a change', async () => {
    ran.length = 0;
    const ended = await handler(
      event('GET /api/unreviewed', { lambda: { ...ADMIN, sessionId: 'logged-out' } }),
    );
    expect(ended.statusCode).toBe(401);
    expect(ran).toEqual([]);
    const live = await handler(event('GET /api/unreviewed', { lambda: ADMIN }));
    expect(JSON.parse(live.body ?? '')).toEqual({ by: 'Asha Rao' });
  });

  it('answers 404 for a route key the group does not own', async () => {
    expect((await handler(event('GET /api/elsewhere'))).statusCode).toBe(404);
  });

  it('types the caller as present on routes that are not public, named on changes (checked by tsc)', () => {
    expectTypeOf<RouteRequest<typeof routes.create>['caller']>().toEqualTypeOf<NamedCaller>();
    expectTypeOf<RouteRequest<typeof routes.mine>['caller']>().toEqualTypeOf<Caller>();
    expectTypeOf<RouteRequest<typeof routes.unreviewed>['caller']>().toEqualTypeOf<NamedCaller>();
    expectTypeOf<RouteRequest<typeof routes.greet>['caller']>().toEqualTypeOf<Caller | undefined>();
    expectTypeOf<RouteRequest<typeof routes.create>['body']>().toEqualTypeOf<{ title: string }>();
  });
});
