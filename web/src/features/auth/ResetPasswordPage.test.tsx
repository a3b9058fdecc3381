import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '#shared/constants/auth-messages';
import { deviceTokenFor } from '../../lib/auth/deviceTokens';
import { NoticeProvider } from '../../lib/notices/NoticeProvider';
import { ResetPasswordPage } from './ResetPasswordPage';

const TOKEN = 'a'.repeat(43);
const device = `h.${btoa(JSON.stringify({ login: 'ira@x.org', did: 'd1' })).replace(/=+$/, '')}.s`;

describe('choosing a new password from the mailed link', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('makes this browser a known device of the account, so its next login is counted apart', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ msg: AUTH_MESSAGES.passwordReset, deviceToken: device }), {
          status: 200,
        }),
    );
    const router = createMemoryRouter(
      [
        { path: '/reset-password', element: <ResetPasswordPage /> },
        { path: '/login', element: <h1>Login</h1> },
      ],
      { initialEntries: [`/reset-password#token=${TOKEN}`] },
    );
    render(
      <NoticeProvider>
        <RouterProvider router={router} />
      </NoticeProvider>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password', { exact: true }), 'the new passphrase');
    await user.type(screen.getByLabelText('Confirm new password'), 'the new passphrase');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(deviceTokenFor('ira@x.org')).toBe(device);
  });
});
