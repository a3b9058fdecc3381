import { PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { classKey, type StudentClass, studentClassSchema } from '#shared/schemas/student-class';
import { WEEKDAYS } from '#shared/schemas/timetable';
import { dynamo } from '../lib/clients/dynamo';
import { tableName } from '../lib/env';
import { writeIfCondition } from '../lib/put-if-absent';
import { countUpTo, queryPage } from '../lib/query-page';
import type { DayChange } from './day-items';

/*
 * The college's classes as the Admin's dashboard needs them (decision 55): which have students and
 * which have weekly slots, kept where they change, so the dashboard reads one partition of a few
 * small items a class instead of the users or every class's week. Under the owner `classes` of the
 * timetable table: `<class>` holds its students' count (a roster import recounts the classes it
 * touched), `<class>|<weekday>` that weekday's count of slots (every timetable write, as it
 * commits its day items).
 */
const OWNER = 'classes';
const CLASS_PREFIX = 'class#';
const isWeekday = (day: string) => (WEEKDAYS as readonly string[]).includes(day);

/*
 * After a commit: each class weekday item written, its count of slots on the item's new version.
 * The version orders writes that race, so a slow note never puts back an older count.
 */
export async function noteClassDays(changes: readonly DayChange[]): Promise<void> {
  const weekly = changes.filter(({ item }) => item.owner.startsWith(CLASS_PREFIX) && isWeekday(item.day));
  await Promise.all(
    weekly.map(({ item, set }) => {
      const ids = new Set(Object.keys(item.entries));
      for (const [id, value] of Object.entries(set)) {
        if (value === undefined) ids.delete(id);
        else ids.add(id);
      }
      const version = item.version + 1;
      return writeIfCondition(
        dynamo().send(
          new PutCommand({
            TableName: tableName('timetable'),
            Item: {
              owner: OWNER,
              day: `${item.owner.slice(CLASS_PREFIX.length)}|${item.day}`,
              slots: ids.size,
              version,
            },
            ConditionExpression: 'attribute_not_exists(version) OR version < :v',
            ExpressionAttributeValues: { ':v': version },
          }),
        ),
      );
    }),
  );
}

/* A class's roster is at most a few hundred: a count reads no more than this. */
const ROSTER_CAP = 1000;

/**
 * Recounts the students of these classes (any objects with a branch, year and division; others are
 * passed over), each one count of its partition of the students-by-class index.
 */
export async function recountClassStudents(touched: readonly object[]): Promise<void> {
  const classes = new Map<string, StudentClass>();
  for (const one of touched) {
    const parsed = studentClassSchema.safeParse(one);
    if (parsed.success) classes.set(classKey(parsed.data), parsed.data);
  }
  await Promise.all(
    [...classes].map(async ([key]) => {
      const { count } = await countUpTo(
        { table: tableName('users'), index: 'studentsByClass', partition: key },
        ROSTER_CAP,
      );
      await dynamo().send(
        new PutCommand({
          TableName: tableName('timetable'),
          Item: { owner: OWNER, day: key, students: count },
        }),
      );
    }),
  );
}

const summarySchema = z.object({
  day: z.string(),
  students: z.number().optional(),
  slots: z.number().optional(),
});

/** The classes that have students and no weekly slot: how many, and the first few by name. */
export async function classesWithoutTimetable(
  shown: number,
): Promise<{ count: number; classes: (StudentClass & { students: number })[] }> {
  const { items } = await queryPage({ table: tableName('timetable'), partition: OWNER, item: summarySchema });
  const timetabled = new Set(
    items.flatMap((item) => ((item.slots ?? 0) > 0 ? [item.day.slice(0, item.day.lastIndexOf('|'))] : [])),
  );
  const missing = items.flatMap((item) => {
    if (item.day.includes('|') || !item.students || timetabled.has(item.day)) return [];
    const [branch, year, division] = item.day.split('#');
    const parsed = studentClassSchema.safeParse({ branch, year, division });
    return parsed.success ? [{ ...parsed.data, students: item.students }] : [];
  });
  return { count: missing.length, classes: missing.slice(0, shown) };
}
