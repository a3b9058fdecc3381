import { ROOM_MESSAGES } from '#shared/constants/room-messages';
import type { MessageBody } from '#shared/schemas/account';
import type { Room } from '#shared/schemas/rooms';
import { HttpError } from '../lib/http';
import type * as repository from './repository';

type Rooms = { readonly rooms: Pick<typeof repository, 'findRoom' | 'saveRoom' | 'deleteRoom'> };

/** Where a classroom is; the code arrives normalized (`e-101` is E101). Unknown is a 404. */
export async function getDirections(input: { readonly classroom: string }, deps: Rooms): Promise<Room> {
  const room = await deps.rooms.findRoom(input.classroom);
  if (!room) throw new HttpError(404, ROOM_MESSAGES.notFound);
  return room;
}

/** Adds a room or changes where it is. */
export async function saveRoom(input: Room, deps: Rooms): Promise<MessageBody> {
  await deps.rooms.saveRoom(input);
  return { msg: ROOM_MESSAGES.saved };
}

export async function deleteRoom(input: { readonly code: string }, deps: Rooms): Promise<MessageBody> {
  if (!(await deps.rooms.deleteRoom(input.code))) throw new HttpError(404, ROOM_MESSAGES.notFound);
  return { msg: ROOM_MESSAGES.deleted };
}
