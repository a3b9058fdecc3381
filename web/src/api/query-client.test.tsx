import { QueryClientProvider, useMutation, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { attendanceRoutes } from '#shared/api/routes/attendance';
import { departmentsRoutes } from '#shared/api/routes/departments';
import { roomsRoutes } from '#shared/api/routes/rooms';
import { usersRoutes } from '#shared/api/routes/users';
import { callApi } from './client';
import { routeQuery, routeQueryKey } from './queries';
import { createQueryClient, groupsRefreshedBy } from './query-client';

/* The API as the writes below see it: every call accepted. */
function acceptEveryCall() {
  vi.stubGlobal('fetch', async (url: string) => {
    const answer = url.includes('/classes') ? { msg: 'Class assigned.', classes: [] } : { msg: 'Saved.' };
    return new Response(JSON.stringify(answer), { status: 200 });
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('the app’s query client', () => {
  it('reads again what is on screen of the written group, and marks its other reads stale', async () => {
    acceptEveryCall();
    const queryClient = createQueryClient();
    let rooms = [{ code: 'A-101', location: 'Ground floor' }];
    let reads = 0;
    let write: () => Promise<unknown> = async () => undefined;
    function Page() {
      const list = useQuery({
        ...routeQuery(roomsRoutes.listRooms),
        queryFn: async () => {
          reads += 1;
          return [...rooms];
        },
      });
      // A write that names no read to refresh: its route's group is refreshed.
      const saveRoom = useMutation({
        mutationFn: async () => {
          rooms = [...rooms, { code: 'B-202', location: 'First floor' }]; // as the server saves it
          await callApi(roomsRoutes.saveRoom, { body: { code: 'B-202', location: 'First floor' } });
        },
      });
      write = () => saveRoom.mutateAsync();
      return <p>{list.data?.map((room) => room.code).join(', ')}</p>;
    }
    // A read of the same group not on screen, and one of another group.
    const directions = routeQueryKey(roomsRoutes.getDirections, { query: { code: 'A-101' } });
    queryClient.setQueryData(directions, { code: 'A-101', location: 'Ground floor' });
    const departments = routeQueryKey(departmentsRoutes.listDepartments);
    queryClient.setQueryData(departments, []);
    render(
      <QueryClientProvider client={queryClient}>
        <Page />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('A-101')).toBeInTheDocument();
    await act(() => write());
    await waitFor(() => expect(queryClient.getQueryState(directions)?.isInvalidated).toBe(true));
    expect(await screen.findByText('A-101, B-202')).toBeInTheDocument();
    expect(reads).toBe(2);
    expect(queryClient.getQueryState(departments)?.isInvalidated).toBe(false);
  });

  it('refreshes the other groups a write’s route names: a class assigned refreshes attendance', async () => {
    acceptEveryCall();
    const queryClient = createQueryClient();
    const ownClasses = routeQueryKey(attendanceRoutes.ownClasses);
    const departments = routeQueryKey(departmentsRoutes.listDepartments);
    queryClient.setQueryData(ownClasses, []);
    queryClient.setQueryData(departments, []);
    expect(groupsRefreshedBy(usersRoutes.assignClass)).toEqual(['users', 'attendance', 'timetable']);
    await callApi(usersRoutes.assignClass, {
      pathParameters: { userId: 'f1' },
      body: { branch: 'Computer Engineering', year: 'SE', division: 'A' },
    });
    await waitFor(() => expect(queryClient.getQueryState(ownClasses)?.isInvalidated).toBe(true));
    expect(queryClient.getQueryState(departments)?.isInvalidated).toBe(false);
  });

  it('refreshes nothing on a read, nor on a write the server refused', async () => {
    const queryClient = createQueryClient();
    const rooms = routeQueryKey(roomsRoutes.listRooms);
    queryClient.setQueryData(rooms, []);
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ msg: 'No.' }), { status: 400 }));
    await expect(
      callApi(roomsRoutes.saveRoom, { body: { code: 'B-202', location: 'First floor' } }),
    ).rejects.toThrow('No.');
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify([]), { status: 200 }));
    await callApi(roomsRoutes.listRooms);
    expect(queryClient.getQueryState(rooms)?.isInvalidated).toBe(false);
  });
});
