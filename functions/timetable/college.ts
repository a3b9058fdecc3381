import { BatchGetCommand, type BatchGetCommandOutput, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import {
  type Periods,
  periodsSchema,
  type Term,
  type TimetableImport,
  termSchema,
  timetableImportSchema,
} from '#shared/schemas/timetable';
import { scopes, stampChange } from '../lib/change-stamps';
import { dynamo } from '../lib/clients/dynamo';
import { tableName } from '../lib/env';
import { getItem, parseItems } from '../lib/stored-items';

/*
 * The college's periods and term, and each student's batch: single items of the timetable table
 * (owner `college`, or `student#<id>`), read whole and replaced whole.
 */
const COLLEGE = 'college';

const periodsItem = z.object({ periods: periodsSchema.shape.periods });
const termItem = z.object({ term: termSchema });

export async function findPeriods(): Promise<Periods | undefined> {
  return getItem({
    table: tableName('timetable'),
    key: { owner: COLLEGE, day: 'periods' },
    item: periodsItem,
  });
}

export async function savePeriods(periods: Periods): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: tableName('timetable'),
      Item: { owner: COLLEGE, day: 'periods', ...periods },
    }),
  );
  // Every dashboard's day is read against the periods (decision 64).
  await stampChange(scopes.college);
}

export async function findTerm(): Promise<Term | undefined> {
  const item = await getItem({
    table: tableName('timetable'),
    key: { owner: COLLEGE, day: 'term' },
    item: termItem,
  });
  return item?.term;
}

export async function saveTerm(term: Term): Promise<void> {
  await dynamo().send(
    new PutCommand({ TableName: tableName('timetable'), Item: { owner: COLLEGE, day: 'term', term } }),
  );
  await stampChange(scopes.college);
}

const lastImportItem = z.object({ result: timetableImportSchema.extend({ finishedAt: z.string() }) });

/** The last timetable import's result and when it ended (the Admin's dashboard shows it). */
export async function lastImport(): Promise<(TimetableImport & { finishedAt: string }) | undefined> {
  const item = await getItem({
    table: tableName('timetable'),
    key: { owner: COLLEGE, day: 'lastImport' },
    item: lastImportItem,
  });
  return item?.result;
}

export async function saveLastImport(result: TimetableImport): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: tableName('timetable'),
      Item: {
        owner: COLLEGE,
        day: 'lastImport',
        result: { ...result, finishedAt: new Date().toISOString() },
      },
    }),
  );
  // An import ends here: the Admin's card shows its result, and the classes' weeks it replaced
  // (with their markers of "no timetable") are the college's. One stamp for the whole import.
  await stampChange(scopes.college, scopes.admin);
}

/** A student's batch of their division (A1, A2…), or undefined when none is set. */
export async function batchOf(userId: string): Promise<string | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName('timetable'), Key: { owner: `student#${userId}`, day: 'batch' } }),
  );
  return typeof Item?.batch === 'string' ? Item.batch : undefined;
}

const batchItem = z.object({ owner: z.string(), batch: z.string().optional() });

/**
 * The batches of these students, by id (those with none left out): a BatchGet, 100 keys a request
 * (BatchGetItem's cap), so a division's practical roster costs a request or a few, not one per student.
 */
export async function batchesOf(userIds: readonly string[]): Promise<Map<string, string>> {
  const table = tableName('timetable');
  const batches = new Map<string, string>();
  const keys = [...new Set(userIds)].map((id) => ({ owner: `student#${id}`, day: 'batch' }));
  for (let start = 0; start < keys.length; start += 100) {
    let ask: Record<string, unknown>[] | undefined = keys.slice(start, start + 100);
    while (ask && ask.length > 0) {
      const answer: BatchGetCommandOutput = await dynamo().send(
        new BatchGetCommand({ RequestItems: { [table]: { Keys: ask } } }),
      );
      for (const { owner, batch } of parseItems(batchItem, answer.Responses?.[table], table))
        if (batch) batches.set(owner.slice('student#'.length), batch);
      ask = answer.UnprocessedKeys?.[table]?.Keys;
    }
  }
  return batches;
}

/** Sets (or, with none, clears) a student's batch. */
export async function setBatch(userId: string, batch: string | undefined): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: tableName('timetable'),
      Item: { owner: `student#${userId}`, day: 'batch', ...(batch && { batch }) },
    }),
  );
  // Only the Student's own summary reads their batch (their day's practicals, decision 64): a
  // roster import that sets many batches stamps each Student, not the college many times.
  await stampChange(scopes.user(userId));
}

/** The day the periods span: from the first's start to the last's end. */
export function dayOfPeriods(periods: Periods): { start: string; end: string } {
  return { start: periods.periods[0]?.start ?? '00:00', end: periods.periods.at(-1)?.end ?? '00:00' };
}

const WEEKDAY_OF_UTC = [undefined, 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
/** The teaching weekday of a date (YYYY-MM-DD), undefined on a Sunday. */
export const weekdayOf = (date: string) => WEEKDAY_OF_UTC[new Date(`${date}T00:00:00Z`).getUTCDay()];

/** Whether a weekly slot is taught on the date: in the term, a weekday, not a holiday. */
export function isTeachingDay(term: Term | undefined, date: string): boolean {
  if (!term || date < term.firstDay || date > term.lastDay || !weekdayOf(date)) return false;
  return !term.holidays.some((holiday) => holiday.date === date);
}
