import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { NavBar } from './NavBar';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <NavBar />
      <Routes>
        <Route path="*" element={null} />
      </Routes>
    </MemoryRouter>,
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
