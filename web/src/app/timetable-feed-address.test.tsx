import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPagesAs } from './renderPages';

/* The feed's status answers "none made yet"; every other read is left unanswered (not found). */
function serve() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) =>
      new URL(input, 'http://localhost').pathname === '/api/feeds/mine'
        ? new Response(JSON.stringify({ made: false }))
        : new Response('{"msg":"Not found"}', { status: 404 }),
    ),
  );
}

/* Issue 47 item 5: the calendar address where the week is, not only in Settings. */
describe('the Time Table sections offer the calendar address', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['Student', '/student/timetable'],
    ['Faculty', '/facultypage/timetable'],
  ] as const)('shows the %s’s calendar address under their week', async (role, path) => {
    serve();
    await renderPagesAs(path, role);
    expect(await screen.findByRole('heading', { name: 'Time Table' })).toBeInTheDocument();
    const feed = (await screen.findByRole('heading', { name: 'Your calendar address' })).closest('section');
    if (!feed) throw new Error('no calendar address section');
    const make = within(feed).getByRole('button', { name: 'Get my calendar address' });
    // Enabled once the server has said none is made yet.
    await vi.waitFor(() => expect(make).toBeEnabled());
  });
});
