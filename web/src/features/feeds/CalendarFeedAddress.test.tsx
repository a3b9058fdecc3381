import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../api/query-client';
import { type Auth, AuthContext } from '../../lib/auth/AuthContext';
import { NoticeProvider } from '../../lib/notices/NoticeProvider';
import { CalendarFeedAddress, feedAddresses } from './CalendarFeedAddress';

const auth: Auth = {
  state: {
    status: 'signed-in',
    user: { userId: 'u1', name: 'A B', firstName: 'A', lastName: 'B', email: 'a@x.org', role: 'Student' },
  },
  login: () => Promise.reject(new Error('unused')),
  logout: async () => {},
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/* The feed routes as the server answers them: each POST makes a new token. */
function fakeServer() {
  let made = 0;
  const fetched = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    if (url.pathname !== '/api/feeds/mine') return json({ msg: 'Not found' }, 404);
    if (init?.method === 'POST') {
      made += 1;
      const token = String(made).repeat(43);
      return json({
        msg: 'Ready.',
        path: `/api/feeds/${token}/calendar.ics`,
        madeAt: '2026-12-01T10:00:00.000Z',
      });
    }
    return json(made ? { made: true, madeAt: '2026-12-01T10:00:00.000Z' } : { made: false });
  });
  vi.stubGlobal('fetch', fetched);
}

afterEach(() => vi.unstubAllGlobals());

describe('CalendarFeedAddress', () => {
  it('writes both forms of the address', () => {
    expect(feedAddresses('/api/feeds/t/calendar.ics', 'https://campus.example')).toEqual({
      https: 'https://campus.example/api/feeds/t/calendar.ics',
      webcal: 'webcal://campus.example/api/feeds/t/calendar.ics',
    });
  });

  it('shows a new address once, in both forms, and regenerates it', async () => {
    fakeServer();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <NoticeProvider>
          <AuthContext.Provider value={auth}>
            <CalendarFeedAddress />
          </AuthContext.Provider>
        </NoticeProvider>
      </QueryClientProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Get my calendar address' }));
    const google = await screen.findByLabelText(/Add to Google Calendar/);
    expect(google).toHaveValue(`${window.location.origin}/api/feeds/${'1'.repeat(43)}/calendar.ics`);
    expect(screen.getByLabelText(/Subscribe on a phone/)).toHaveValue(
      `webcal://${window.location.host}/api/feeds/${'1'.repeat(43)}/calendar.ics`,
    );
    expect(screen.getByText('Copy it now: it is shown only once.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Regenerate address' }));
    expect(await screen.findAllByDisplayValue(new RegExp(`/api/feeds/${'2'.repeat(43)}/`))).toHaveLength(2);
    expect(screen.getByText('Regenerating stops the old address at once.')).toBeInTheDocument();
  });
});
