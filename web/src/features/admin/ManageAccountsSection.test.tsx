import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../api/query-client';
import { type Auth, AuthContext } from '../../lib/auth/AuthContext';
import { NoticeProvider } from '../../lib/notices/NoticeProvider';
import { ManageAccountsSection } from './ManageAccountsSection';

const admin: Auth = {
  state: {
    status: 'signed-in',
    user: {
      userId: 'a1',
      name: 'Ada Admin',
      firstName: 'Ada',
      lastName: 'Admin',
      email: 'a@x.org',
      role: 'Admin',
    },
  },
  login: () => Promise.reject(new Error('unused')),
  logout: async () => {},
};

function renderSection() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <NoticeProvider>
        <AuthContext.Provider value={admin}>
          <ManageAccountsSection />
        </AuthContext.Provider>
      </NoticeProvider>
    </QueryClientProvider>,
  );
}

describe('Find accounts', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names two accounts of the same name apart on their buttons, by their emails', async () => {
    const rao = (userId: string, email: string) => ({
      userId,
      firstName: 'Asha',
      lastName: 'Rao',
      email,
      role: 'Student',
      status: 'active',
      createdAt: '2026-11-27T10:00:00.000Z',
    });
    const accounts = [rao('u2', 'asha@x.org'), rao('u3', 'asha.rao@y.org')];
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ accounts }), { status: 200 }));
    renderSection();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name or email'), 'Asha');
    await user.click(screen.getByRole('button', { name: 'Find accounts' }));
    for (const email of ['asha@x.org', 'asha.rao@y.org']) {
      expect(await screen.findByRole('button', { name: `Disable Asha Rao (${email})` })).toBeVisible();
      expect(screen.getByRole('button', { name: `Delete Asha Rao (${email})` })).toBeVisible();
    }
  });

  it('finds an account made since a search that found nothing, when the same words are asked again', async () => {
    const asha = {
      userId: 'u2',
      firstName: 'Asha',
      lastName: 'Rao',
      email: 'asha@x.org',
      role: 'Student',
      status: 'active',
      createdAt: '2026-11-27T10:00:00.000Z',
    };
    let stored: (typeof asha)[] = [];
    const fetched = vi.fn(async () => new Response(JSON.stringify({ accounts: stored }), { status: 200 }));
    vi.stubGlobal('fetch', fetched);
    renderSection();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name or email'), 'Asha');
    await user.click(screen.getByRole('button', { name: 'Find accounts' }));
    expect(await screen.findByText('No account’s name or email starts with “Asha”.')).toBeInTheDocument();
    // The Admin imports the student, then looks again with the same words.
    stored = [asha];
    await user.click(screen.getByRole('button', { name: 'Find accounts' }));
    expect(await screen.findByText(/Asha Rao/)).toBeInTheDocument();
    expect(fetched).toHaveBeenCalledTimes(2);
  });
});
