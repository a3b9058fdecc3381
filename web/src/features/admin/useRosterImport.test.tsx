import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { attendanceRoutes } from '#shared/api/routes/attendance';
import { departmentsRoutes } from '#shared/api/routes/departments';
import { usersRoutes } from '#shared/api/routes/users';
import { FINISHED_STATUSES } from '#shared/schemas/roster';
import { routeQueryKey } from '../../api/queries';
import { createQueryClient } from '../../api/query-client';
import { useImportJob } from './useRosterImport';

const job = (status: string) => ({
  jobId: 'j1',
  fileName: 'roster.csv',
  status,
  createdAt: '2026-11-27T10:00:00.000Z',
  rows: 2,
  checked: 2,
  applied: 2,
  counts: { created: 2, updated: 0, unchanged: 0, graduated: 0, refused: 0 },
  refusals: [],
});

afterEach(() => vi.unstubAllGlobals());

describe('following a roster import', () => {
  it('refreshes the account lists and class rosters once the worker has finished, not before', async () => {
    let status = 'applying';
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(job(status)), { status: 200 }));
    const queryClient = createQueryClient();
    const accounts = routeQueryKey(usersRoutes.searchAccounts, { query: { q: 'asha' } });
    const roster = routeQueryKey(attendanceRoutes.listStudents);
    const departments = routeQueryKey(departmentsRoutes.listDepartments);
    for (const key of [accounts, roster, departments]) queryClient.setQueryData(key, []);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useImportJob('j1'), { wrapper });
    await waitFor(() => expect(result.current.data?.status).toBe('applying'));
    expect(queryClient.getQueryState(accounts)?.isInvalidated).toBe(false);
    status = 'completed';
    expect(FINISHED_STATUSES).toContain(status);
    await waitFor(() => expect(result.current.data?.status).toBe(status), { timeout: 3000 });
    await waitFor(() => expect(queryClient.getQueryState(accounts)?.isInvalidated).toBe(true));
    expect(queryClient.getQueryState(roster)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(departments)?.isInvalidated).toBe(false);
  });
});
