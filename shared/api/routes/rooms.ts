import { messageSchema } from '../../schemas/account';
import {
  directionsQuerySchema,
  roomCodeParamsSchema,
  roomListSchema,
  roomSchema,
  saveRoomSchema,
} from '../../schemas/rooms';
import { defineGroup, rolesOnly, SIGNED_IN } from '../define';

/** Classroom directions (getdirections, docs/requirements.md#api-calls), and the Admin's rooms directory. */
export const roomsRoutes = defineGroup('rooms', {
  getDirections: {
    method: 'GET',
    path: '/api/getdirections',
    access: SIGNED_IN,
    readOnly: true,
    query: directionsQuerySchema,
    response: roomSchema,
  },
  listRooms: {
    method: 'GET',
    path: '/api/rooms',
    access: SIGNED_IN,
    readOnly: true,
    response: roomListSchema,
  },
  saveRoom: {
    method: 'PUT',
    path: '/api/admin/rooms',
    access: rolesOnly('Admin'),
    body: saveRoomSchema,
    response: messageSchema,
  },
  deleteRoom: {
    method: 'DELETE',
    path: '/api/admin/rooms/{code}',
    access: rolesOnly('Admin'),
    params: roomCodeParamsSchema,
    response: messageSchema,
  },
});
