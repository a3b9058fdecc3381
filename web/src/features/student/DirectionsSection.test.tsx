import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../api/query-client';
import { DirectionsSection } from './DirectionsSection';

const ROOMS: Record<string, string> = { E101: 'Ground floor, east wing', L1: 'First floor, lab block' };

/* The rooms routes as the server answers them, and the classrooms asked for. */
function renderAt(path: string) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      if (url.pathname === '/api/rooms') return new Response(JSON.stringify([]));
      const code = url.searchParams.get('classroom') ?? '';
      asked.push(code);
      const location = ROOMS[code];
      return location
        ? new Response(JSON.stringify({ code, location }))
        : new Response('{"msg":"Classroom not found"}', { status: 404 });
    }),
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <DirectionsSection />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return asked;
}

describe('Get Directions', () => {
  it('opens on the room a Time Table link names, already looked up', async () => {
    const asked = renderAt('/student/directions?room=L1');
    expect(screen.getByLabelText('Classroom')).toHaveValue('L1');
    expect(await screen.findByText(': First floor, lab block', { exact: false })).toHaveTextContent(
      'L1: First floor, lab block',
    );
    expect(asked).toContain('L1');
  });

  it('without a room waits for one typed, then finds it', async () => {
    const asked = renderAt('/student/directions');
    expect(screen.getByLabelText('Classroom')).toHaveValue('');
    await userEvent.type(screen.getByLabelText('Classroom'), 'E101{Enter}');
    expect(await screen.findByText(/Ground floor, east wing/)).toHaveTextContent(
      'E101: Ground floor, east wing',
    );
    expect(asked).toEqual(['E101']);
  });
});
