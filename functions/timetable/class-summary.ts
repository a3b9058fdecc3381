import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { classKey, type StudentClass, studentClassSchema } from '#shared/schemas/student-class';
import { WEEKDAYS } from '#shared/schemas/timetable';
import { countClassStudents } from '../accounts';
import { scopes, stampChange } from '../lib/change-stamps';
import { dynamo } from '../lib/clients/dynamo';
import { tableName } from '../lib/env';
import { unlessConditionFails } from '../lib/put-if-absent';
import { noteClassesWithout } from './classes-without';
import type { DayChange } from './day-items';

/*
 * The college's classes as the Admin's dashboard needs them (decision 55): which have students and
 * which have weekly slots, kept where they change, so the dashboard reads one partition of a few
 * small items a class instead of the users or every class's week. Under the owner `classes` of the
 * timetable table: `<class>` holds its students' count (a roster import recounts the classes it
 * touched), `<class>|<weekday>` that weekday's count of slots (every timetable write, as it
 * commits its day items). A change that could turn a class's "students but no timetable" either way
 * (a weekday's first slot or its last, a new count of students) then keeps its marker
 * (classes-without.ts), so the dashboard reads the marked classes only.
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
  const turned = await Promise.all(
    weekly.map(async ({ item, set }) => {
      const ids = new Set(Object.keys(item.entries));
      for (const [id, value] of Object.entries(set)) {
        if (value === undefined) ids.delete(id);
        else ids.add(id);
      }
      const version = item.version + 1;
      const key = item.owner.slice(CLASS_PREFIX.length);
      const written = await unlessConditionFails(
        dynamo().send(
          new PutCommand({
            TableName: tableName('timetable'),
            Item: { owner: OWNER, day: `${key}|${item.day}`, slots: ids.size, version },
            ConditionExpression: 'attribute_not_exists(version) OR version < :v',
            ExpressionAttributeValues: { ':v': version },
            ReturnValues: 'ALL_OLD',
          }),
        ),
      );
      // A note that lost to a newer one changed nothing; one that kept the weekday's having slots neither.
      const before = Number(written?.Attributes?.slots ?? 0) > 0;
      return written && before !== ids.size > 0 ? [key] : [];
    }),
  );
  await noteClassesWithout(turned.flat());
}

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
  const changed = await Promise.all(
    [...classes].map(async ([key, studentClass]) => {
      // The accounts' own count: the users table is theirs (decision 60).
      const count = await countClassStudents(studentClass);
      const { Attributes } = await dynamo().send(
        new PutCommand({
          TableName: tableName('timetable'),
          Item: { owner: OWNER, day: key, students: count },
          ReturnValues: 'ALL_OLD',
        }),
      );
      // The marker shows the students' count, so any new count keeps it.
      return Attributes?.students === count ? [] : [key];
    }),
  );
  await noteClassesWithout(changed.flat());
  // The markers are the Admin's (decision 64). Here alone, not in noteClassesWithout: the timetable's
  // own writers stamp once per request or import, so an import's many commits stamp nothing each.
  if (changed.flat().length > 0) await stampChange(scopes.admin);
}
