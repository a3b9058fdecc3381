import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/clients';
import { tableName } from '../lib/env';
import { unlessConditionFails } from '../lib/put-if-absent';

/** The current calendar: which confirmed file it is, its name and where it is served. */
export interface CurrentCalendar {
  readonly fileId: string;
  readonly filename: string;
  readonly url: string;
  readonly uploadedAt: string;
}

const KEY = { id: 'current' };

export async function findCurrent(): Promise<CurrentCalendar | undefined> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableName('calendar'), Key: KEY }));
  return Item as CurrentCalendar | undefined;
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
  return Attributes as CurrentCalendar | undefined;
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
  return result?.Attributes as CurrentCalendar | undefined;
}
