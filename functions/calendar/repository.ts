import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { dynamo } from '../lib/clients/dynamo';
import { tableName } from '../lib/env';
import { unlessConditionFails } from '../lib/put-if-absent';
import { getItem, parseItem } from '../lib/stored-items';

/** The current calendar: which confirmed file it is, its name and where it is served. */
const currentCalendarSchema = z.object({
  fileId: z.string(),
  filename: z.string(),
  url: z.string(),
  uploadedAt: z.string(),
});
export type CurrentCalendar = Readonly<z.infer<typeof currentCalendarSchema>>;

const KEY = { id: 'current' };

export function findCurrent(): Promise<CurrentCalendar | undefined> {
  return getItem({ table: tableName('calendar'), key: KEY, item: currentCalendarSchema });
}

/** Makes this the current calendar in one write, answering the one it replaced (if any). */
export async function swapCurrent(calendar: CurrentCalendar): Promise<CurrentCalendar | undefined> {
  const { Attributes } = await dynamo().send(
    new PutCommand({
      TableName: tableName('calendar'),
      Item: { ...KEY, ...calendar },
      ReturnValues: 'ALL_OLD',
    }),
  );
  return parseItem(currentCalendarSchema, Attributes, tableName('calendar'));
}

/** Removes the current calendar if it is still this file's; answers what it removed. */
export async function removeCurrent(filename: string): Promise<CurrentCalendar | undefined> {
  const result = await unlessConditionFails(
    dynamo().send(
      new DeleteCommand({
        TableName: tableName('calendar'),
        Key: KEY,
        ConditionExpression: 'filename = :filename',
        ExpressionAttributeValues: { ':filename': filename },
        ReturnValues: 'ALL_OLD',
      }),
    ),
  );
  return parseItem(currentCalendarSchema, result?.Attributes, tableName('calendar'));
}
