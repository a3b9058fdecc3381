import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../api/query-client';
import { ClassWeek } from './ClassWeek';

const json = (body: unknown) => new Response(JSON.stringify(body));

/* The Admin's dashboard links a class with no timetable to its week (decision 55). */
describe('a class’s week opened from a link', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it('opens on the class the address names, and reads that class’s week', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (input: string) => {
      const url = new URL(input, 'http://localhost');
      asked.push(`${url.pathname}${url.search}`);
      if (url.pathname === '/api/timetable/periods')
        return json({ periods: [{ name: 'Period 1', start: '09:00', end: '10:00' }] });
      if (url.pathname === '/api/timetable/class') return json({ slots: [] });
      return json({ lectures: [], cancelled: [] });
    });
    window.history.replaceState(null, '', '/admin/timetable?branch=Computer+Engineering&year=SE&division=A');
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ClassWeek />
      </QueryClientProvider>,
    );
    expect(screen.getByLabelText('Branch')).toHaveValue('Computer Engineering');
    expect(screen.getByLabelText('Year')).toHaveValue('SE');
    expect(screen.getByLabelText('Division')).toHaveValue('A');
    expect(await screen.findByText('No slots yet for this class.')).toBeInTheDocument();
    expect(asked).toContain('/api/timetable/class?branch=Computer+Engineering&year=SE&division=A');
  });
});
