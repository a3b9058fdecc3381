import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TEACHING_MESSAGES } from '#shared/constants/teaching-messages';
import type { TaughtClass } from '#shared/schemas/teaching';
import { createQueryClient } from '../../api/query-client';
import { type Auth, AuthContext } from '../../lib/auth/AuthContext';
import { OwnClassesBadge } from './OwnClassesBadge';

const faculty: Auth = {
  state: {
    status: 'signed-in',
    user: {
      userId: 'f2',
      name: 'Ravi Iyer',
      firstName: 'Ravi',
      lastName: 'Iyer',
      email: 'r@x.org',
      role: 'Faculty',
    },
  },
  login: () => Promise.reject(new Error('unused')),
  logout: async () => {},
};

/* The classes route as the server answers it, for this Faculty member. */
function renderWith(classes: TaughtClass[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) =>
      new URL(input, 'http://localhost').pathname === '/api/attendance/classes'
        ? new Response(JSON.stringify({ classes }))
        : new Response('{"msg":"Not found"}', { status: 404 }),
    ),
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthContext.Provider value={faculty}>
        <OwnClassesBadge />
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
}

const division = (n: number) => ({ branch: 'Civil Engineering', year: 'TE', division: `A${n}` }) as const;

describe('the Update Attendance card names the Faculty member’s classes', () => {
  it('names the first three and counts the rest', async () => {
    renderWith([
      { ...division(1), subject: 'Surveying' },
      division(2),
      division(3),
      division(4),
      division(5),
    ]);
    expect(
      await screen.findByText(
        'Your classes: Civil Engineering TE A1 — Surveying; Civil Engineering TE A2; Civil Engineering TE A3 and 2 more.',
      ),
    ).toBeInTheDocument();
  });

  it('says plainly when there is none', async () => {
    renderWith([]);
    expect(await screen.findByText(TEACHING_MESSAGES.noClasses)).toBeInTheDocument();
  });
});
