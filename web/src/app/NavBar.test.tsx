import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { type Auth, AuthContext, type AuthState } from '../lib/auth/AuthContext';
import { NavBar } from './NavBar';

const SIGNED_OUT: AuthState = { status: 'signed-out', user: null };

function Where() {
  return <output aria-label="location">{useLocation().pathname}</output>;
}

function renderAt(path: string, state: AuthState = SIGNED_OUT, logout: Auth['logout'] = async () => {}) {
  const auth: Auth = { state, logout, login: () => Promise.reject(new Error('not used')) };
  return render(
    <AuthContext.Provider value={auth}>
      <MemoryRouter initialEntries={[path]}>
        <NavBar />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </AuthContext.Provider>,
  );
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('NavBar', () => {
  it('links Home, Faculty, Departments and Resources', () => {
    renderAt('/');
    const links = within(mainNav()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Home', 'Faculty', 'Departments', 'Resources']);
    expect(within(mainNav()).getByRole('link', { name: 'Resources' })).toHaveAttribute('href', '/resource');
  });

  it('highlights the active link, and only that one', () => {
    renderAt('/departments');
    const active = within(mainNav()).getByRole('link', { name: 'Departments' });
    expect(active).toHaveAttribute('aria-current', 'page');
    expect(active).toHaveClass('active');
    expect(within(mainNav()).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('shows Login and Sign Up when nobody is signed in', () => {
    renderAt('/');
    expect(screen.getAllByRole('link', { name: 'Login' })[0]).toHaveAttribute('href', '/login');
    expect(screen.getAllByRole('link', { name: 'Sign Up' })[0]).toHaveAttribute('href', '/signup');
  });

  it('shows the user’s name and Logout when signed in; Logout ends the session and goes to /login', async () => {
    const user = userEvent.setup();
    const logout = vi.fn(async () => {});
    const asha = {
      userId: 'u1',
      name: 'Asha Rao',
      firstName: 'Asha',
      lastName: 'Rao',
      email: 'a@b.co',
      role: 'Student',
    };
    renderAt('/departments', { status: 'signed-in', user: asha } as AuthState, logout);
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.getAllByText('Asha Rao')[0]).toBeVisible();
    await user.click(screen.getAllByRole('button', { name: 'Logout' })[0] as HTMLElement);
    expect(logout).toHaveBeenCalledOnce();
    // The navigation follows the awaited logout, after the click's own update has been flushed.
    await waitFor(() => expect(screen.getByLabelText('location')).toHaveTextContent('/login'));
  });

  it('opens the side drawer from the menu button and closes it with Escape, returning focus', async () => {
    const user = userEvent.setup();
    renderAt('/');
    const menu = screen.getByRole('button', { name: /menu/i });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Main (menu)' })).not.toBeInTheDocument();

    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    const drawerNav = screen.getByRole('navigation', { name: 'Main (menu)' });
    expect(within(drawerNav).getAllByRole('link')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
  });

  it('closes the drawer when a link in it is followed', async () => {
    const user = userEvent.setup();
    renderAt('/');
    await user.click(screen.getByRole('button', { name: /menu/i }));
    const drawerNav = screen.getByRole('navigation', { name: 'Main (menu)' });
    await user.click(within(drawerNav).getByRole('link', { name: 'Faculty' }));
    expect(screen.queryByRole('navigation', { name: 'Main (menu)' })).not.toBeInTheDocument();
    expect(within(mainNav()).getByRole('link', { name: 'Faculty' })).toHaveAttribute('aria-current', 'page');
  });
});
