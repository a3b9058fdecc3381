import { useQuery } from '@tanstack/react-query';
import { roomsRoutes } from '#shared/api/routes/rooms';
import { routeQuery } from '../queries';

/** The room directory: the Admin's Rooms section edits it, the Student's Get Directions suggests from it. */
export function useRooms() {
  return useQuery(routeQuery(roomsRoutes.listRooms));
}
