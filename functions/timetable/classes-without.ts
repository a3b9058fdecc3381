import {
  BatchGetCommand,
  type BatchGetCommandOutput,
  DeleteCommand,
  PutCommand,
} from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { type StudentClass, studentClassSchema } from '#shared/schemas/student-class';
import { WEEKDAYS } from '#shared/schemas/timetable';
import { dynamo } from '../lib/clients/dynamo';
import { tableName } from '../lib/env';
import { logger } from '../lib/logger';
import { countUpTo, queryPage } from '../lib/query-page';
import { parseItems } from '../lib/stored-items';

/*
 * The classes with students and no weekly slot, kept as a partition of their own (decision 55) so
 * the Admin's dashboard reads what it shows, not every class: under the owner `classesWithout`,
 * `<class>` with its students' count for each such class, and `#count` (it sorts before every class
 * key) with how many there are, capped as the dashboard's other counts. The dashboard reads the
 * count and the first few classes in one query of `shown + 1` items.
 *
 * No transactions here (dynalite), so each marker is kept by read-write-verify: after changing a
 * class's counts, its writer reads them (consistent), puts or deletes the marker, and reads again
 * until a read agrees with what it wrote. The marker is a function of the counts, so the last
 * marker write of a class is right: a writer whose verify agreed wrote what the counts were then,
 * and any later change of them is followed by its own writer's marker write. The `#count` item is
 * kept the same way from the partition's consistent count.
 */
const COUNTS = 'classes';
const WITHOUT = 'classesWithout';
const COUNT_DAY = '#count';
/* Like the dashboard's other counts: at most this many are counted, "99+" beyond. */
const COUNT_CAP = 99;
/* Writes of one class racing longer than this leave the marker to the next change (logged). */
const ROUNDS = 5;

const countsSchema = z.object({
  day: z.string(),
  students: z.number().optional(),
  slots: z.number().optional(),
});

/* A class's marker as its counts decide it: its students' count when it has students and no slot. */
async function decided(key: string): Promise<number | undefined> {
  const table = tableName('timetable');
  const items: z.infer<typeof countsSchema>[] = [];
  let ask: Record<string, unknown>[] | undefined = [key, ...WEEKDAYS.map((day) => `${key}|${day}`)].map(
    (day) => ({ owner: COUNTS, day }),
  );
  while (ask && ask.length > 0) {
    const answer: BatchGetCommandOutput = await dynamo().send(
      new BatchGetCommand({ RequestItems: { [table]: { Keys: ask, ConsistentRead: true } } }),
    );
    items.push(...parseItems(countsSchema, answer.Responses?.[table], table));
    ask = answer.UnprocessedKeys?.[table]?.Keys;
  }
  const students = items.find((item) => item.day === key)?.students ?? 0;
  const timetabled = items.some((item) => item.day !== key && (item.slots ?? 0) > 0);
  return students > 0 && !timetabled ? students : undefined;
}

async function writeMarker(key: string, students: number | undefined): Promise<void> {
  const table = tableName('timetable');
  if (students === undefined)
    await dynamo().send(new DeleteCommand({ TableName: table, Key: { owner: WITHOUT, day: key } }));
  else
    await dynamo().send(new PutCommand({ TableName: table, Item: { owner: WITHOUT, day: key, students } }));
}

const countOfMarkers = () =>
  countUpTo(
    { table: tableName('timetable'), partition: WITHOUT, sort: { after: COUNT_DAY }, consistent: true },
    COUNT_CAP,
  );

/* Writes `write(value)` for `read()`'s value until a read after the write agrees with it. */
async function converge<T>(what: string, read: () => Promise<T>, write: (value: T) => Promise<void>) {
  let value = await read();
  for (let round = 0; round < ROUNDS; round += 1) {
    await write(value);
    const again = await read();
    if (JSON.stringify(again) === JSON.stringify(value)) return;
    value = again;
  }
  logger.warn('A class marker kept changing while it was written', { marker: what });
}

/** After a change of these classes' counts: their markers, then the count when one changed. */
export async function noteClassesWithout(keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await Promise.all(
    [...new Set(keys)].map((key) =>
      converge(
        key,
        () => decided(key),
        (s) => writeMarker(key, s),
      ),
    ),
  );
  await converge(COUNT_DAY, countOfMarkers, async (count) => {
    await dynamo().send(
      new PutCommand({
        TableName: tableName('timetable'),
        Item: { owner: WITHOUT, day: COUNT_DAY, ...count },
      }),
    );
  });
}

const markerSchema = z.object({
  day: z.string(),
  students: z.number().optional(),
  count: z.number().optional(),
  more: z.boolean().optional(),
});

/** The classes that have students and no weekly slot: how many (capped), and the first few by name. */
export async function classesWithoutTimetable(
  shown: number,
): Promise<{ count: number; more: boolean; classes: (StudentClass & { students: number })[] }> {
  const { items } = await queryPage({
    table: tableName('timetable'),
    partition: WITHOUT,
    limit: shown + 1,
    item: markerSchema,
  });
  const counted = items.find((item) => item.day === COUNT_DAY);
  const classes = items.flatMap((item) => {
    if (item.day === COUNT_DAY || !item.students) return [];
    const [branch, year, division] = item.day.split('#');
    const parsed = studentClassSchema.safeParse({ branch, year, division });
    return parsed.success ? [{ ...parsed.data, students: item.students }] : [];
  });
  return { count: counted?.count ?? 0, more: counted?.more ?? false, classes: classes.slice(0, shown) };
}
