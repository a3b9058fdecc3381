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
    const toggle = screen.getByRole('button', { name: 'Hide sections' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show sections' })).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Show sections' }));
    expect(screen.getByRole('navigation', { name: 'Admin Dashboard sections' })).toBeVisible();
  });
});
