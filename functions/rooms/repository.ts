import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { type Room, roomSchema } from '#shared/schemas/rooms';
import { dynamo } from '../lib/clients/dynamo';
import { tableName } from '../lib/env';
import { putIfAbsent, writeIfCondition } from '../lib/put-if-absent';
import { getItem, scanAll } from '../lib/stored-items';

export function findRoom(code: string): Promise<Room | undefined> {
  return getItem({ table: tableName('rooms'), key: { code }, item: roomSchema });
}

/* A college's rooms are bounded (hundreds), so the directory may be read whole. */
export async function listRooms(): Promise<Room[]> {
  const rooms = await scanAll({ table: tableName('rooms'), item: roomSchema });
  return rooms.sort((a, b) => a.code.localeCompare(b.code, 'en', { numeric: true }));
}

export async function saveRoom(room: Room): Promise<void> {
  await dynamo().send(new PutCommand({ TableName: tableName('rooms'), Item: room }));
}

/** Adds the room unless its code is there (the local seed leaves the Admin's edits alone). */
export const addRoomIfAbsent = (room: Room) => putIfAbsent(tableName('rooms'), room, 'code');

export const deleteRoom = (code: string) =>
  writeIfCondition(
    dynamo().send(
      new DeleteCommand({
        TableName: tableName('rooms'),
        Key: { code },
        ConditionExpression: 'attribute_exists(code)',
      }),
    ),
  );
