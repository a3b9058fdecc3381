import { DeleteCommand, GetCommand, PutCommand, paginateScan } from '@aws-sdk/lib-dynamodb';
import type { Room } from '../../shared/schemas/rooms';
import { dynamo } from '../lib/clients';
import { tableName } from '../lib/env';
import { putIfAbsent, writeIfCondition } from '../lib/put-if-absent';

export async function findRoom(code: string): Promise<Room | undefined> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableName('rooms'), Key: { code } }));
  return Item ? { code: Item.code as string, location: Item.location as string } : undefined;
}

/* A college's rooms are bounded (hundreds), so the directory may be read whole. */
export async function listRooms(): Promise<Room[]> {
  const rooms: Room[] = [];
  for await (const page of paginateScan({ client: dynamo() }, { TableName: tableName('rooms') })) {
    for (const item of page.Items ?? [])
      rooms.push({ code: item.code as string, location: item.location as string });
  }
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
