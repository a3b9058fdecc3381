import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '#shared/constants/auth-messages';
import { ApiError } from '../../api/client';
import { type Auth, AuthContext } from '../../lib/auth/AuthContext';
import { NoticeProvider } from '../../lib/notices/NoticeProvider';
import { LoginPage } from './LoginPage';

function renderLogin(login: Auth['login']) {
  const auth: Auth = { state: { status: 'signed-out', user: null }, login, logout: async () => {} };
  const router = createMemoryRouter(
    [
      {
        path: '/login',
        element: (
          <NoticeProvider>
            <AuthContext.Provider value={auth}>
              <LoginPage />
            </AuthContext.Provider>
          </NoticeProvider>
        ),
      },
      { path: '/forgot-password', element: <h1>Forgot password</h1> },
    ],
    { initialEntries: ['/login'] },
  );
  render(<RouterProvider router={router} />);
}

describe('the login page', () => {
  it('tells a browser new to a capped account why, with the reset link that lets it in', async () => {
    renderLogin(() => Promise.reject(new ApiError(429, AUTH_MESSAGES.accountLocked, true)));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'ira@example.edu');
    await user.type(screen.getByLabelText('Password'), 'the right passphrase');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const said = await screen.findByText(/^Too many wrong passwords/);
    expect(said).toHaveAttribute('role', 'alert');
    expect(said).toHaveTextContent(AUTH_MESSAGES.accountLocked);
    await user.click(screen.getByRole('link', { name: 'Reset your password' }));
    expect(await screen.findByRole('heading', { name: 'Forgot password' })).toBeInTheDocument();
  });
});
