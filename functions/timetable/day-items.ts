import { BatchGetCommand, type BatchGetCommandOutput, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { classKey, type StudentClass } from '#shared/schemas/student-class';
import { scopes, stampChange } from '../lib/change-stamps';
import { dynamo } from '../lib/clients/dynamo';
import { tableName } from '../lib/env';
import { writeIfCondition } from '../lib/put-if-absent';
import { parseItems } from '../lib/stored-items';
import { noteClassDays } from './class-summary';

/*
 * The timetable table's day items (decision 46): one per owner (a class, a Faculty member, a room)
 * and day (a weekday for the weekly slots, a date for that date's one-off changes), each holding its
 * entries by id and a version. A write puts the whole item on the condition that the version is the
 * one it read, so two writes that read the same item cannot both land: the clash check of the one
 * that lost runs again on what the winner stored. Items are small (a day of one class, Faculty
 * member or room), so a clash check costs three Gets whatever the college's size.
 */

export const classOwner = (studentClass: StudentClass) => `class#${classKey(studentClass)}`;
export const facultyOwner = (facultyId: string) => `faculty#${facultyId}`;
export const roomOwner = (room: string) => `room#${room}`;

export interface DayKey {
  readonly owner: string;
  readonly day: string;
}
/** An item as read: absent items read as version 0 with no entries. */
export interface DayItem extends DayKey {
  readonly version: number;
  readonly entries: Readonly<Record<string, unknown>>;
}

const storedSchema = z.object({
  owner: z.string(),
  day: z.string(),
  version: z.number(),
  entries: z.record(z.string(), z.unknown()),
});

export const keyOf = (key: DayKey) => `${key.owner}|${key.day}`;

/** The items of these keys, strongly consistent, 100 keys a request (BatchGetItem's cap). */
export async function readDays(keys: readonly DayKey[]): Promise<Map<string, DayItem>> {
  const unique = [...new Map(keys.map((key) => [keyOf(key), key])).values()];
  const found = new Map<string, DayItem>(
    unique.map((key) => [keyOf(key), { owner: key.owner, day: key.day, version: 0, entries: {} }]),
  );
  const table = tableName('timetable');
  for (let start = 0; start < unique.length; start += 100) {
    let ask: Record<string, unknown>[] | undefined = unique
      .slice(start, start + 100)
      .map(({ owner, day }) => ({ owner, day }));
    while (ask && ask.length > 0) {
      const answer: BatchGetCommandOutput = await dynamo().send(
        new BatchGetCommand({ RequestItems: { [table]: { Keys: ask, ConsistentRead: true } } }),
      );
      for (const item of parseItems(storedSchema, answer.Responses?.[table], table))
        found.set(keyOf(item), item);
      ask = answer.UnprocessedKeys?.[table]?.Keys;
    }
  }
  return found;
}

/* Puts the item's new entries, only if nobody wrote it since it was read at `version`. */
function putAt(item: DayItem, entries: Readonly<Record<string, unknown>>): Promise<boolean> {
  return writeIfCondition(
    dynamo().send(
      new PutCommand({
        TableName: tableName('timetable'),
        Item: { owner: item.owner, day: item.day, version: item.version + 1, entries },
        ConditionExpression: item.version === 0 ? 'attribute_not_exists(#v)' : '#v = :v',
        ExpressionAttributeNames: { '#v': 'version' },
        ...(item.version > 0 && { ExpressionAttributeValues: { ':v': item.version } }),
      }),
    ),
  );
}

/** A change of one item: entries set (a value) or removed (undefined), from the item as read. */
export interface DayChange {
  readonly item: DayItem;
  readonly set: Readonly<Record<string, unknown>>;
}

const applied = (entries: Readonly<Record<string, unknown>>, set: Readonly<Record<string, unknown>>) => {
  const next: Record<string, unknown> = { ...entries };
  for (const [id, value] of Object.entries(set)) {
    if (value === undefined) delete next[id];
    else next[id] = value;
  }
  return next;
};

/* Puts back the entries a change touched, as they were; read again when another write came since. */
async function undo(change: DayChange): Promise<void> {
  const before = Object.fromEntries(Object.keys(change.set).map((id) => [id, change.item.entries[id]]));
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const current = (await readDays([change.item])).get(keyOf(change.item));
    if (current && (await putAt(current, applied(current.entries, before)))) return;
  }
  throw new Error(`Could not undo a timetable change of ${keyOf(change.item)}`);
}

/**
 * Writes the changes in order, each on the version it was read at. When one finds its item changed
 * meanwhile, those already written are undone and the answer is false: the caller reads and checks
 * again. (dynalite has no transactions; a crash between two puts leaves a Faculty or room entry
 * without its class's, which only errs towards refusing, decision 46.)
 */
export async function commit(changes: readonly DayChange[]): Promise<boolean> {
  const written: DayChange[] = [];
  for (const change of changes) {
    if (await putAt(change.item, applied(change.item.entries, change.set))) {
      written.push(change);
      continue;
    }
    for (const done of written.reverse()) {
      try {
        await undo(done);
      } catch (error) {
        // What is left written is read by every dashboard of the college (decision 64).
        await stampChange(scopes.college, scopes.admin);
        throw error;
      }
    }
    return false;
  }
  try {
    await noteClassDays(changes);
  } catch (error) {
    // The days are written though their classes' markers may lag: the callers' stamps are skipped.
    await stampChange(scopes.college, scopes.admin);
    throw error;
  }
  return true;
}

/** Runs `attempt` until its commit lands (it answers true) or too many writes raced it. */
export async function withRetries(attempt: () => Promise<boolean>, busy: () => Error): Promise<void> {
  for (let tries = 0; tries < 12; tries += 1) {
    if (await attempt()) return;
    await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * (tries + 1)));
  }
  throw busy();
}
