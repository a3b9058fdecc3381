import { QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../api/query-client';
import { type Auth, useAuth } from '../../lib/auth/AuthContext';
import { AuthProvider } from './AuthProvider';

/* A device token as the server makes them: its payload names the account's login. */
const deviceTokenOf = (login: string, n: number) =>
  `h.${btoa(JSON.stringify({ login, did: 'd1' })).replace(/=+$/, '')}.s${n}`;

describe('logging in from this browser', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the device token each login answers, and sends it with the next login to that account only', async () => {
    const logins: Record<string, unknown>[] = [];
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (String(url).endsWith('/api/login')) {
        const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
        logins.push(body);
        const email = String(body.email).trim().toLowerCase();
        const answer = {
          token: 'session',
          name: 'Ira Sen',
          role: 'Student',
          deviceToken: deviceTokenOf(email, logins.length),
        };
        return new Response(JSON.stringify(answer), { status: 200 });
      }
      const user = {
        userId: 'u1',
        name: 'Ira Sen',
        firstName: 'Ira',
        lastName: 'Sen',
        email: 'ira@x.org',
        role: 'Student',
      };
      return new Response(JSON.stringify(user), { status: 200 });
    });
    let auth: Auth | undefined;
    function Probe() {
      auth = useAuth();
      return null;
    }
    render(
      <MemoryRouter>
        <QueryClientProvider client={createQueryClient()}>
          <AuthProvider>
            <Probe />
          </AuthProvider>
        </QueryClientProvider>
      </MemoryRouter>,
    );
    await waitFor(() => expect(auth).toBeDefined());
    const credentials = { email: 'Ira@X.org', password: 'a long passphrase', role: 'Student' as const };
    await auth?.login(credentials);
    await auth?.login({ ...credentials, email: ' ira@x.org ' });
    await auth?.login({ ...credentials, email: 'sam@x.org' });
    expect(logins[0]).not.toHaveProperty('deviceToken');
    // The same account, however its email was typed: the token the first login answered.
    expect(logins[1]).toMatchObject({ deviceToken: deviceTokenOf('ira@x.org', 1) });
    // Another account's login carries none of this one's.
    expect(logins[2]).not.toHaveProperty('deviceToken');
  });
});
