import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '#shared/constants/roles';
import { type Auth, AuthContext } from '../lib/auth/AuthContext';
import { isSection, SETTINGS_SECTION, SITE_PAGES } from '../lib/site-map';
import { renderPages, signedInAs } from './renderPages';

async function renderAt(path: string, role?: Role) {
  const auth: Auth = role
    ? signedInAs(role)
    : {
        state: { status: 'signed-out', user: null },
        login: () => Promise.reject(new Error('unused')),
        logout: async () => {},
      };
  return renderPages(path, new QueryClient({ defaultOptions: { queries: { retry: false } } }), (pages) => (
    <AuthContext.Provider value={auth}>{pages}</AuthContext.Provider>
  ));
}

describe('page guards match by path prefix', () => {
  beforeEach(() => {
    localStorage.clear();
    // The Admin page asks the API for its data; here there is none to ask.
    vi.stubGlobal('fetch', () => Promise.reject(new Error('no API in this test')));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends a signed-out visitor of /admin/anything to /login, remembering the page', async () => {
    const router = await renderAt('/admin/anything?tab=2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('lastPage')).toBe('/admin/anything?tab=2');
  });

  it('keeps a Student out of an Admin sub-page and a Faculty sub-page alike', async () => {
    for (const path of ['/admin/accounts', '/facultypage/notes']) {
      const router = await renderAt(path, 'Student');
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    }
  });

  it('opens an Admin’s section with the sidebar marking it', async () => {
    await renderAt('/admin/accounts', 'Admin');
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin Dashboard menu' });
    expect(nav.querySelector('[aria-current="page"]')).toHaveTextContent('Approvals');
  });

  it('lists the Admin’s sections in the sidebar in the site map’s order, Settings below them', async () => {
    // Read from the site map, so a new section is one entry there (and its page), not a list here.
    const admin = SITE_PAGES.find((page) => page.path === 'admin');
    const adminSections = admin?.dashboard?.cards.filter(isSection) ?? [];
    expect(adminSections.length).toBeGreaterThan(8);
    await renderAt('/admin', 'Admin');
    const nav = await screen.findByRole('navigation', { name: 'Admin Dashboard menu' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([...adminSections.map((section) => section.title), SETTINGS_SECTION.title]);
  });

  it('shows the Student dashboard’s nine cards in the required order, each opening its page', async () => {
    await renderAt('/student', 'Student');
    const grid = (await screen.findByRole('link', { name: /Your own list/ })).closest('ul');
    if (!grid) throw new Error('the cards are not in a list');
    const cards = within(grid).getAllByRole('link');
    expect(
      cards.map((card) => [card.querySelector('.card-title')?.textContent, card.getAttribute('href')]),
    ).toEqual([
      ['To-Do List', '/student/todo'],
      ['Time Table', '/student/timetable'],
      ['Study Buddy', '/studybuddy'],
      ['Personalized GPT', '/GPT'],
      ['Community Chat', '/student/chat'],
      ['Get Directions', '/student/directions'],
      ['Attendance', '/student/attendance'],
      ['Notifications', '/student/notifications'],
      ['Settings', '/student/settings'],
    ]);
  });

  it('answers an unknown sub-path of a public page with not found', async () => {
    await renderAt('/faculty/nobody');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
