import { roomsRoutes } from '#shared/api/routes/rooms';
import { sessions } from '../accounts';
import { createGroupHandler } from '../lib/group-handler';
import * as rooms from './repository';
import { deleteRoom, getDirections, saveRoom } from './rooms';

const deps = { rooms };

export const handler = createGroupHandler(
  roomsRoutes,
  {
    getDirections: ({ query }) => getDirections(query, deps),
    listRooms: () => rooms.listRooms(),
    saveRoom: ({ body }) => saveRoom(body, deps),
    deleteRoom: ({ pathParameters }) => deleteRoom(pathParameters, deps),
  },
  { sessions },
);
