import { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Auth, AuthContext } from '../lib/auth/AuthContext';
import { renderPages } from './renderPages';

/* The feed's status answers "none made yet"; every other read is left unanswered (not found). */
function serve() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) =>
      new URL(input, 'http://localhost').pathname === '/api/feeds/mine'
        ? new Response(JSON.stringify({ made: false }))
        : new Response('{"msg":"Not found"}', { status: 404 }),
    ),
  );
}

function signedIn(role: 'Student' | 'Faculty'): Auth {
  return {
    state: {
      status: 'signed-in',
      user: {
        userId: 'u1',
        name: 'Demo User',
        firstName: 'Demo',
        lastName: 'User',
        email: 'd@x.org',
        role,
        ...(role === 'Student' && {
          studentClass: { branch: 'Computer Engineering', year: 'SE', division: 'A' },
        }),
      },
    },
    login: () => Promise.reject(new Error('unused')),
    logout: async () => {},
  };
}

/* Issue 47 item 5: the calendar address where the week is, not only in Settings. */
describe('the Time Table sections offer the calendar address', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['Student', '/student/timetable'],
    ['Faculty', '/facultypage/timetable'],
  ] as const)('shows the %s’s calendar address under their week', async (role, path) => {
    serve();
    await renderPages(path, new QueryClient(), (pages) => (
      <AuthContext.Provider value={signedIn(role)}>{pages}</AuthContext.Provider>
    ));
    expect(await screen.findByRole('heading', { name: 'Time Table' })).toBeInTheDocument();
    const feed = (await screen.findByRole('heading', { name: 'Your calendar address' })).closest('section');
    if (!feed) throw new Error('no calendar address section');
    const make = within(feed).getByRole('button', { name: 'Get my calendar address' });
    // Enabled once the server has said none is made yet.
    await vi.waitFor(() => expect(make).toBeEnabled());
  });
});
