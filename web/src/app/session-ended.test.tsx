import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_MESSAGES } from '#shared/constants/api-messages';
import { MESSAGES } from '#shared/constants/messages';
import { createQueryClient } from '../api/query-client';
import { storeToken } from '../api/token';
import { AuthProvider } from '../features/auth/AuthProvider';
import { renderPages } from './renderPages';

const STUDENT = {
  userId: 'u1',
  name: 'Ira Sen',
  firstName: 'Ira',
  lastName: 'Sen',
  email: 'ira@x.org',
  role: 'Student',
};
/* The first test loads the pages' code (the dashboard's, the login page's): slow on a busy machine. */
const LOADED = { timeout: 10_000 };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/* API Gateway's answer when the authorizer refuses a token: expired, or signed by a rotated key. */
const gatewayRefusal = () => json({ message: 'Forbidden' }, 403);
/* AWS WAF's default block: 403 with its own page, whatever the session (a body over 8 KB, say). */
const wafBlock = () =>
  new Response('<html><body>403 Forbidden</body></html>', {
    status: 403,
    headers: { 'content-type': 'text/html' },
  });

/**
 * The site as a signed-in Student has it, with the app's own query client, session and guards; the
 * API answers the user's check (`user`), then refuses every other call with `refusal`.
 */
async function openAsStudent(path: string, refusal: () => Response, user = () => json(STUDENT)) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    const { pathname } = new URL(String(url), 'http://campus.test');
    calls.push(pathname);
    return pathname === '/api/user' ? user() : refusal();
  });
  storeToken('session-1');
  const router = await renderPages(path, createQueryClient(), (pages) => (
    <AuthProvider>{pages}</AuthProvider>
  ));
  return { router, calls };
}

describe('a session that ended while the user was in it', { timeout: 20_000 }, () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('signs the user out to the login page at the first refusal, remembering the page, and says why once', async () => {
    const { router, calls } = await openAsStudent('/student/attendance?from=card', () =>
      json({ msg: API_MESSAGES.sessionEnded }, 401),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), LOADED);
    expect(localStorage.getItem('lastPage')).toBe('/student/attendance?from=card');
    expect(localStorage.getItem('token')).toBeNull();
    expect(await screen.findByRole('alert', {}, LOADED)).toHaveTextContent(API_MESSAGES.sessionEnded);
    expect(screen.getAllByText(API_MESSAGES.sessionEnded)).toHaveLength(1);
    // Not retried: asked once, and the section's failure is never what the user is left with.
    expect(calls.filter((path) => path === '/api/attendance')).toHaveLength(1);
    expect(screen.queryByText(new RegExp(MESSAGES.failedToFetchAttendance))).toBeNull();
    expect(await screen.findByRole('button', { name: 'Login' }, LOADED)).toBeInTheDocument();
  });

  it('signs out too when API Gateway refuses the token itself (expired, or signed by a rotated key)', async () => {
    const { router } = await openAsStudent('/student/attendance', gatewayRefusal);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), LOADED);
    expect(localStorage.getItem('lastPage')).toBe('/student/attendance');
    expect(await screen.findByRole('alert', {}, LOADED)).toHaveTextContent(API_MESSAGES.sessionEnded);
  });

  it.each([
    ['a failure', () => json({ msg: 'Something went wrong.' }, 500)],
    ['AWS WAF blocking the call', wafBlock],
  ])(
    'keeps the user in, and the section says so, when a call fails for another reason: %s',
    async (_, refusal) => {
      const { router, calls } = await openAsStudent('/student/attendance', refusal);
      expect(
        await screen.findByText(new RegExp(MESSAGES.failedToFetchAttendance), {}, LOADED),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/student/attendance');
      expect(localStorage.getItem('token')).toBe('session-1');
      // The one retry the app's reads get.
      expect(calls.filter((path) => path === '/api/attendance')).toHaveLength(2);
    },
  );
});

describe('a session that ended while the visitor was away (its token expired, or ended elsewhere)', {
  timeout: 20_000,
}, () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['the gateway refusing the token', gatewayRefusal],
    ['the handler ending the session', () => json({ msg: API_MESSAGES.sessionEnded }, 401)],
  ])('on a public page, signs out without a word: %s', async (_, refusal) => {
    const { router, calls } = await openAsStudent('/', () => json([]), refusal);
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull(), LOADED);
    expect(calls).toContain('/api/user');
    expect(screen.queryByText(API_MESSAGES.sessionEnded)).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });

  it('on a page that needs a sign-in, sends them to the login page, remembering it, and says why once', async () => {
    const { router } = await openAsStudent('/student/attendance', () => json([]), gatewayRefusal);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), LOADED);
    expect(localStorage.getItem('lastPage')).toBe('/student/attendance');
    expect(await screen.findByRole('alert', {}, LOADED)).toHaveTextContent(API_MESSAGES.sessionEnded);
    expect(screen.getAllByText(API_MESSAGES.sessionEnded)).toHaveLength(1);
  });
});
