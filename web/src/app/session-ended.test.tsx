import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_MESSAGES } from '#shared/constants/api-messages';
import { MESSAGES } from '#shared/constants/messages';
import { createQueryClient } from '../api/query-client';
import { storeToken } from '../api/token';
import { PageLoading } from '../components/PageLoading';
import { AuthProvider } from '../features/auth/AuthProvider';
import { NoticeProvider } from '../lib/notices/NoticeProvider';
import { pageRoutes } from './routes';

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

/**
 * The site as a signed-in Student has it, with the app's own query client, session and guards; the
 * API answers the user's check, then refuses every other call as it refuses an ended session.
 */
async function openAsStudent(path: string, refusal: () => Response) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    const { pathname } = new URL(String(url), 'http://campus.test');
    calls.push(pathname);
    return pathname === '/api/user' ? json(STUDENT) : refusal();
  });
  storeToken('session-1');
  const router = createMemoryRouter(
    [
      {
        element: (
          <QueryClientProvider client={createQueryClient()}>
            <NoticeProvider>
              <AuthProvider>
                <Suspense fallback={<PageLoading />}>
                  <Outlet />
                </Suspense>
              </AuthProvider>
            </NoticeProvider>
          </QueryClientProvider>
        ),
        children: pageRoutes,
      },
    ],
    { initialEntries: [path] },
  );
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
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
    const { router } = await openAsStudent('/student/attendance', () => json({ message: 'Forbidden' }, 403));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), LOADED);
    expect(localStorage.getItem('lastPage')).toBe('/student/attendance');
    expect(await screen.findByRole('alert', {}, LOADED)).toHaveTextContent(API_MESSAGES.sessionEnded);
  });

  it('keeps the user in, and the section says so, when a call fails for any other reason', async () => {
    const { router, calls } = await openAsStudent('/student/attendance', () =>
      json({ msg: 'Something went wrong.' }, 500),
    );
    expect(
      await screen.findByText(new RegExp(MESSAGES.failedToFetchAttendance), {}, LOADED),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/student/attendance');
    expect(localStorage.getItem('token')).toBe('session-1');
    // The one retry the app's reads get.
    expect(calls.filter((path) => path === '/api/attendance')).toHaveLength(2);
  });
});
