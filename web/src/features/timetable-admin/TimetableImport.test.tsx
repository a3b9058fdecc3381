import { QueryClientProvider } from '@tanstack/react-query';
import { render, renderHook, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { timetableRoutes } from '#shared/api/routes/timetable';
import type { TimetableImportJob } from '#shared/schemas/timetable-import';
import { routeQueryKey } from '../../api/queries';
import { createQueryClient } from '../../api/query-client';
import { ImportResult } from './TimetableImport';
import { useTimetableImportJob } from './useTimetableAdmin';

const job = (
  status: TimetableImportJob['status'],
  more: Partial<TimetableImportJob> = {},
): TimetableImportJob => ({
  jobId: 'j1',
  fileName: 'week.csv',
  status,
  createdAt: '2026-12-01T10:00:00.000Z',
  message: '',
  rows: 3,
  classes: 1,
  refusals: [],
  ...more,
});

afterEach(() => vi.unstubAllGlobals());

describe('a timetable import', { timeout: 30_000 }, () => {
  it('is followed until it has finished, then the class weeks are read again', async () => {
    let status: TimetableImportJob['status'] = 'checking';
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(job(status)), { status: 200 }));
    const queryClient = createQueryClient();
    const week = routeQueryKey(timetableRoutes.classWeek, {
      query: { branch: 'Computer Engineering', year: 'SE', division: 'A' },
    });
    queryClient.setQueryData(week, { slots: [] });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useTimetableImportJob('j1'), { wrapper });
    await waitFor(() => expect(result.current.data?.status).toBe('checking'));
    expect(queryClient.getQueryState(week)?.isInvalidated).toBe(false);
    status = 'completed';
    await waitFor(() => expect(result.current.data?.status).toBe('completed'), { timeout: 3000 });
    await waitFor(() => expect(queryClient.getQueryState(week)?.isInvalidated).toBe(true));
  });

  it('names each refused row by its number with its reason, clashes too', () => {
    const clash =
      'clashes with row 2: the Faculty member already teaches Computer Engineering SE A, Mon 09:00–10:00';
    render(
      <ImportResult
        result={job('refused', {
          message: 'Nothing was stored: some rows are refused.',
          refusals: [
            { row: 3, reason: 'no room NOSUCH1' },
            { row: 4, reason: clash },
          ],
        })}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Nothing was stored: some rows are refused.');
    const table = screen.getByRole('table', { name: 'Rows refused (2)' });
    expect(within(table).getByRole('row', { name: '3 no room NOSUCH1' })).toBeVisible();
    expect(within(table).getByRole('row', { name: `4 ${clash}` })).toBeVisible();
  });

  it('says how many slots were imported, and that a running import is checking', () => {
    const { rerender } = render(<ImportResult result={job('checking')} />);
    expect(screen.getByRole('status')).toHaveTextContent('Checking the rows of week.csv…');
    rerender(<ImportResult result={job('completed', { message: 'The timetable is imported.' })} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'The timetable is imported. 3 slots imported for 1 class.',
    );
  });
});
