import { QueryClientProvider, useMutation, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { roomsRoutes } from '../../../shared/api/routes/rooms';
import { routeQuery, routeQueryKey } from './queries';
import { createQueryClient } from './query-client';

describe('the app’s query client', () => {
  it('reads again what is on screen after any write, and marks every other read stale', async () => {
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
      // A write that names no read to refresh: the client's rule refreshes them all.
      const saveRoom = useMutation({
        mutationFn: async () => {
          rooms = [...rooms, { code: 'B-202', location: 'First floor' }];
        },
      });
      write = () => saveRoom.mutateAsync();
      return <p>{list.data?.map((room) => room.code).join(', ')}</p>;
    }
    // A read not on screen: directions to a room asked for earlier.
    const offScreen = routeQueryKey(roomsRoutes.getDirections, { query: { code: 'A-101' } });
    queryClient.setQueryData(offScreen, { code: 'A-101', location: 'Ground floor' });
    render(
      <QueryClientProvider client={queryClient}>
        <Page />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('A-101')).toBeInTheDocument();
    await act(() => write());
    expect(await screen.findByText('A-101, B-202')).toBeInTheDocument();
    expect(reads).toBe(2);
    await waitFor(() => expect(queryClient.getQueryState(offScreen)?.isInvalidated).toBe(true));
  });
});
