import { within } from '@testing-library/react';
import { vi } from 'vitest';
import type { Role } from '#shared/constants/roles';
import type { DashboardSummary } from '#shared/schemas/dashboard';
import { renderPagesAs } from './renderPages';

/* For the dashboards' tests (dashboard-*.test.tsx): a landing page with its one read answered. */

/* The dashboard read answers `summary` (or fails with `status`); nothing else is asked here. */
export function serve(answer: { summary: DashboardSummary } | { status: number }) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      if (new URL(input, 'http://localhost').pathname !== '/api/dashboard')
        return new Response('{"msg":"Not found"}', { status: 404 });
      return 'summary' in answer
        ? new Response(JSON.stringify(answer.summary))
        : new Response('{"msg":"Something went wrong"}', { status: answer.status });
    }),
  );
}

export async function landing(path: string, role: Role) {
  await renderPagesAs(path, role);
  // The landing page's grid of cards, not the sidebar's list of sections.
  const grid = await vi.waitFor(() => {
    const found = document.querySelector<HTMLElement>('ul.dashboard-cards');
    if (!found) throw new Error('no cards yet');
    return found;
  });
  return within(grid);
}

/* A card by its title (in jsdom, with no styles, its title and description run together in its name). */
export function card(cards: ReturnType<typeof within>, title: string): HTMLElement {
  const found = cards
    .getAllByRole('link')
    .find((link: HTMLElement) => link.querySelector('.card-title')?.textContent === title);
  if (!found) throw new Error(`no card ${title}`);
  return found;
}
