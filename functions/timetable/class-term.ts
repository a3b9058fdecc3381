import { BatchGetCommand, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import type { StudentClass } from '#shared/schemas/student-class';
import { type Slot, slotSchema, type Term, termSchema, WEEKDAYS } from '#shared/schemas/timetable';
import { dynamo } from '../lib/clients/dynamo';
import { tableName } from '../lib/env';
import { queryPage } from '../lib/query-page';
import { parseItems } from '../lib/stored-items';
import { isTeachingDay, weekdayOf } from './college';
import { classOwner, type DayItem } from './day-items';
import { type Day, dayFrom } from './lectures';

/*
 * What a Student's dashboard needs of the timetable, each read once (issue 47, item 5): the term
 * and their batch in one BatchGet, and their class's week with every dated change from today on in
 * one query of the class's partition (dates sort before the weekday items `Fri`…`Wed`), instead of
 * the term, the batch and the week read again by each fact that needs them.
 */

const collegeSchema = z.object({
  owner: z.string(),
  day: z.string(),
  term: termSchema.optional(),
  batch: z.string().optional(),
});

/** The college's term and a student's batch: one BatchGet of the two items. */
export async function termAndBatch(userId: string): Promise<{ term?: Term; batch?: string }> {
  const table = tableName('timetable');
  const keys = [
    { owner: 'college', day: 'term' },
    { owner: `student#${userId}`, day: 'batch' },
  ];
  let ask: Record<string, unknown>[] | undefined = keys;
  const found: z.infer<typeof collegeSchema>[] = [];
  while (ask && ask.length > 0) {
    const answer: BatchGetCommandOutput = await dynamo().send(
      new BatchGetCommand({ RequestItems: { [table]: { Keys: ask } } }),
    );
    found.push(...parseItems(collegeSchema, answer.Responses?.[table], table));
    ask = answer.UnprocessedKeys?.[table]?.Keys;
  }
  const term = found.find((item) => item.owner === 'college')?.term;
  const batch = found.find((item) => item.owner !== 'college')?.batch;
  return { ...(term && { term }), ...(batch && { batch }) };
}

/** A class's weekday items, its weekly slots, and its date items from a date on. */
export interface ClassDays {
  readonly weekdays: ReadonlyMap<string, DayItem>;
  readonly slots: readonly Slot[];
  readonly dated: readonly DayItem[];
}

const itemSchema = z.object({
  owner: z.string(),
  day: z.string(),
  version: z.number(),
  entries: z.record(z.string(), z.unknown()),
});
const LAST_WEEKDAY = [...WEEKDAYS].sort().at(-1) as string;
const isDate = (day: string) => /^\d{4}-\d{2}-\d{2}$/.test(day);

/** A class's week and its dated changes from `from` on: one consistent query of its partition. */
export async function classDaysFrom(studentClass: StudentClass, from: string): Promise<ClassDays> {
  const { items } = await queryPage({
    table: tableName('timetable'),
    partition: classOwner(studentClass),
    sort: { between: [from, LAST_WEEKDAY] },
    consistent: true,
    item: itemSchema,
  });
  const weekdays = new Map(
    items
      .filter((item) => (WEEKDAYS as readonly string[]).includes(item.day))
      .map((item) => [item.day, item]),
  );
  const slots = [...weekdays.values()].flatMap((item) =>
    Object.values(item.entries).map((entry) => slotSchema.parse(entry)),
  );
  return { weekdays, slots, dated: items.filter((item) => isDate(item.day)) };
}

/** A date's lectures of the class from its days already read (a date on or after their `from`). */
export function classDayOn(
  days: ClassDays,
  studentClass: StudentClass,
  term: Term | undefined,
  date: string,
): Day {
  const owner = classOwner(studentClass);
  const weekday = weekdayOf(date) ?? 'Sun';
  const empty = (day: string): DayItem => ({ owner, day, version: 0, entries: {} });
  const week = days.weekdays.get(weekday) ?? empty(weekday);
  const dated = days.dated.find((item) => item.day === date) ?? empty(date);
  return dayFrom({ classOf: studentClass }, date, isTeachingDay(term, date), week, dated);
}
