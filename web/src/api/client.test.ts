import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteSpec } from '#shared/api/define';
import { authRoutes } from '#shared/api/routes/auth';
import { API_MESSAGES } from '#shared/constants/api-messages';
import {
  ApiError,
  anyMessageOf,
  buildUrl,
  callApi,
  isSessionEnded,
  messageOf,
  onSessionEnded,
  refusalOf,
  withRefusal,
} from './client';
import { storeToken } from './token';

describe('buildUrl', () => {
  it('fills and encodes path parameters', () => {
    expect(
      buildUrl('/api/admin/acad_calendar/{filename}', { pathParameters: { filename: 'term 1.pdf' } }),
    ).toBe('/api/admin/acad_calendar/term%201.pdf');
  });

  it('adds the defined query parameters only', () => {
    expect(
      buildUrl('/api/admin/faculty', { query: { department: 'Civil Engineering', page: undefined } }),
    ).toBe('/api/admin/faculty?department=Civil+Engineering');
  });

  it('refuses to build a URL with a missing path parameter', () => {
    expect(() => buildUrl('/api/download_note/{file_id}')).toThrow('Missing path parameter file_id');
  });
});

describe('the words shown for a failed call', () => {
  /*
   * Each row: a failure, then what messageOf (the server's own words), anyMessageOf (any answer's
   * words) and refusalOf (the server's reason for a 4xx) make of it, with 'Not saved.' to fall back on.
   */
  it.each([
    [
      'a refusal the server explained',
      new ApiError(409, 'That name is taken.', true),
      'That name is taken.',
      'That name is taken.',
      'That name is taken.',
    ],
    [
      'a server failure it explained',
      new ApiError(503, 'Try later.', true),
      'Try later.',
      'Try later.',
      undefined,
    ],
    [
      'a status line',
      new ApiError(500, 'Internal Server Error'),
      'Not saved.',
      'Internal Server Error',
      undefined,
    ],
    ['the gateway’s refusal', new ApiError(403, 'Forbidden'), 'Not saved.', 'Forbidden', undefined],
    ['a call nothing answered', new TypeError('Failed to fetch'), 'Not saved.', 'Not saved.', undefined],
  ])('%s', (_, error, message, anyMessage, refusal) => {
    expect(messageOf(error, 'Not saved.')).toBe(message);
    expect(anyMessageOf(error, 'Not saved.')).toBe(anyMessage);
    expect(refusalOf(error)).toBe(refusal);
    expect(withRefusal('Not saved.', error)).toBe(
      refusal === undefined ? 'Not saved.' : `Not saved. ${refusal}`,
    );
  });
});

describe('an answer that says the session is over', () => {
  afterEach(() => vi.unstubAllGlobals());

  /* The calls refused with this answer (a Response as it came, or a JSON body), and the tokens the listener was told of. */
  async function refused(route: RouteSpec, status: number, body: unknown, token: string | null) {
    storeToken(token);
    const answer = () => (body instanceof Response ? body : new Response(JSON.stringify(body), { status }));
    vi.stubGlobal('fetch', async () => answer());
    const told: string[] = [];
    const stop = onSessionEnded((ended) => told.push(ended));
    const error = await callApi(route as typeof authRoutes.currentUser).catch((caught: unknown) => caught);
    stop();
    return { error, told };
  }

  it('is the handler’s 401 or the gateway’s refusal of a token sent, told once with that token', async () => {
    for (const [status, body] of [
      [401, { msg: API_MESSAGES.sessionEnded }],
      [401, { msg: API_MESSAGES.signInRequired }],
      [403, { message: 'Forbidden' }],
    ] as const) {
      const { error, told } = await refused(authRoutes.currentUser, status, body, 'session-1');
      expect(isSessionEnded(error), JSON.stringify(body)).toBe(true);
      expect(told).toEqual(['session-1']);
    }
  });

  it('is not a role’s refusal, a failure, or a wrong password at login (no session sent)', async () => {
    const cases = [
      [authRoutes.currentUser, 403, { msg: 'Access denied.' }, 'session-1'],
      [authRoutes.currentUser, 500, { msg: 'Something went wrong.' }, 'session-1'],
      [authRoutes.currentUser, 401, { message: 'Unauthorized' }, null],
      [authRoutes.login, 401, { msg: 'Invalid credentials.' }, 'session-1'],
    ] as const;
    for (const [route, status, body, token] of cases) {
      const { error, told } = await refused(route, status, body, token);
      expect(error).toBeInstanceOf(ApiError);
      expect(isSessionEnded(error), JSON.stringify(body)).toBe(false);
      expect(told).toEqual([]);
    }
  });

  it('is not AWS WAF blocking a call of a live session (its default page, an empty body, or JSON of its own)', async () => {
    const html = { 'content-type': 'text/html' };
    const blocks = [
      new Response('<html><head><title>403 Forbidden</title></head><body>Forbidden</body></html>', {
        status: 403,
        headers: html,
      }),
      new Response(null, { status: 403, headers: html }),
      new Response(JSON.stringify({ message: 'Forbidden', reason: 'blocked' }), { status: 403 }),
    ];
    for (const block of blocks) {
      const { error, told } = await refused(authRoutes.currentUser, 403, block, 'session-1');
      expect(error).toBeInstanceOf(ApiError);
      expect(isSessionEnded(error)).toBe(false);
      expect(error).toMatchObject({ status: 403, fromServer: false });
      expect(told).toEqual([]);
    }
  });
});
