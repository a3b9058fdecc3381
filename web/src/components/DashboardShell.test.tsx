import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { DashboardShell } from './DashboardShell';

const SECTIONS = [
  { path: 'accounts', label: 'Accounts' },
  { path: 'departments', label: 'Departments' },
];

function renderShell(current?: string) {
  render(
    <MemoryRouter>
      <DashboardShell title="Admin Dashboard" base="/admin" sections={SECTIONS} current={current}>
        <p>Section content</p>
      </DashboardShell>
    </MemoryRouter>,
  );
}

describe('DashboardShell', () => {
  it('links each section under the dashboard’s path and marks the current one only', () => {
    renderShell('departments');
    const current = screen.getByRole('link', { name: 'Departments' });
    expect(current).toHaveAttribute('href', '/admin/departments');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Accounts' })).not.toHaveAttribute('aria-current');
    expect(screen.getByText('Section content')).toBeInTheDocument();
  });

  it('folds the sidebar away and back with a button that says what it does', async () => {
    renderShell('accounts');
    const toggle = screen.getByRole('button', { name: 'Hide menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show menu' })).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Show menu' }));
    expect(screen.getByRole('navigation', { name: 'Admin Dashboard menu' })).toBeVisible();
  });

  it('folds the Dashboard group of sections, and keeps Settings and Logout beside it', async () => {
    let loggedOut = false;
    render(
      <MemoryRouter>
        <DashboardShell
          title="Admin Dashboard"
          base="/admin"
          sections={SECTIONS}
          onLogout={() => (loggedOut = true)}
        >
          <p>Section content</p>
        </DashboardShell>
      </MemoryRouter>,
    );
    const group = screen.getByRole('button', { name: 'Dashboard' });
    await userEvent.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Accounts' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/admin/settings');
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(loggedOut).toBe(true);
  });
});
