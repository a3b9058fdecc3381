import { createHash } from 'node:crypto';
import { BatchGetCommand, type BatchGetCommandOutput, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { type EligibilityBands, SESSION_TYPES } from '#shared/schemas/attendance';
import { classKey, type StudentClass } from '#shared/schemas/student-class';
import type { Lecture, Term } from '#shared/schemas/timetable';
import { dynamo } from '../lib/clients/dynamo';
import { tableName } from '../lib/env';
import { writeIfCondition } from '../lib/put-if-absent';
import { getItem, parseItems } from '../lib/stored-items';
import { findTerm } from '../timetable';
import { eligibility } from './eligibility';
import { readMark } from './lecture-marks';

/*
 * Who is under the minimum in a class and subject, kept as marks land (decision 55), so that a
 * Faculty member's dashboard reads one small item per class and subject they teach instead of
 * every record of their classes. Two items of the attendance table per class and subject, under
 * partitions no student's id can be (ids are UUIDs) and with no class key, so the class index never
 * holds them:
 * - the tally, `tally#<class>` / subject: each marked lecture of the term with its roster (shared
 *   by the lectures that list the same students) and who was absent, put on its version;
 * - the counts, `under#<class>` / subject: each student's held and attended by type, derived from
 *   the tally, a few kilobytes, which the dashboard reads and bands with the college's bands.
 */
type Subjected = StudentClass & { readonly subject: string };
const tallyKey = (of: Subjected) => ({ studentId: `tally#${classKey(of)}`, slot: of.subject });
const countsKey = (of: Subjected) => ({ studentId: `under#${classKey(of)}`, slot: of.subject });

const markedSchema = z.object({
  date: z.string(),
  type: z.enum(SESSION_TYPES),
  roster: z.string(),
  absent: z.array(z.string()),
});
const tallySchema = z.object({
  version: z.number(),
  lectures: z.record(z.string(), markedSchema),
  rosters: z.record(z.string(), z.array(z.string())),
});
type Tally = Omit<z.infer<typeof tallySchema>, 'version'>;
/** Per student, per type: [held, attended]. */
const studentCountsSchema = z.record(z.string(), z.record(z.string(), z.tuple([z.number(), z.number()])));
const countsSchema = z.object({ studentId: z.string(), slot: z.string(), students: studentCountsSchema });
export type StudentCounts = z.infer<typeof studentCountsSchema>;

const rosterId = (ids: readonly string[]) =>
  createHash('sha256')
    .update([...ids].sort().join(','))
    .digest('base64url')
    .slice(0, 16);

/** Each student's held and attended by type over the tally's lectures. */
export function countsOf({ lectures, rosters }: Tally): StudentCounts {
  const counts: Record<string, Record<string, [number, number]>> = {};
  for (const { type, roster, absent } of Object.values(lectures)) {
    const away = new Set(absent);
    for (const id of rosters[roster] ?? []) {
      const own = counts[id] ?? {};
      counts[id] = own;
      const [held, attended] = own[type] ?? [0, 0];
      own[type] = [held + 1, attended + (away.has(id) ? 0 : 1)];
    }
  }
  return counts;
}

/** The tally with one lecture's mark put in its place, and what lies outside the term dropped. */
export function withMark(
  tally: Tally,
  lecture: Pick<Lecture, 'lectureId' | 'date' | 'type'>,
  students: readonly { readonly id: string; readonly present: boolean }[],
  term: Term | undefined,
): Tally {
  const ids = students.map((student) => student.id);
  const roster = rosterId(ids);
  const inTerm = (date: string) => !term || (date >= term.firstDay && date <= term.lastDay);
  const lectures = Object.fromEntries(
    Object.entries({
      ...tally.lectures,
      [lecture.lectureId]: {
        date: lecture.date,
        type: lecture.type,
        roster,
        absent: students.filter((student) => !student.present).map((student) => student.id),
      },
    }).filter(([, marked]) => inTerm(marked.date)),
  );
  const used = new Set(Object.values(lectures).map((marked) => marked.roster));
  const rosters = Object.fromEntries(
    Object.entries({ ...tally.rosters, [roster]: ids }).filter(([id]) => used.has(id)),
  );
  return { lectures, rosters };
}

const TRIES = 8;

/**
 * Keeps the class and subject's counts after a lecture's mark: markLecture calls it once the
 * records are written. It reads the lecture's newest mark itself, so of two marks at once the
 * counts end on the one the records hold, whichever calls last. Marking again replaces the
 * lecture's entry, never counting it twice; tally writes at once are put on its version, and the
 * one that lost reads again.
 */
export async function noteMark(
  lecture: Pick<Lecture, 'lectureId' | 'date' | 'type' | 'subject' | 'branch' | 'year' | 'division'>,
): Promise<void> {
  const table = tableName('attendance');
  const [term, mark] = await Promise.all([findTerm(), readMark(lecture.lectureId)]);
  if (!mark) return;
  const present = new Set(mark.presentIds);
  const students = mark.studentIds.map((id) => ({ id, present: present.has(id) }));
  for (let attempt = 0; attempt < TRIES; attempt++) {
    const stored = await getItem({ table, key: tallyKey(lecture), item: tallySchema, consistent: true });
    const next = withMark(stored ?? { lectures: {}, rosters: {} }, lecture, students, term);
    const version = stored?.version ?? 0;
    const put = await writeIfCondition(
      dynamo().send(
        new PutCommand({
          TableName: table,
          Item: { ...tallyKey(lecture), version: version + 1, ...next },
          ConditionExpression: stored ? '#v = :v' : 'attribute_not_exists(#v)',
          ExpressionAttributeNames: { '#v': 'version' },
          ...(stored && { ExpressionAttributeValues: { ':v': version } }),
        }),
      ),
    );
    if (!put) continue;
    await dynamo().send(
      new PutCommand({ TableName: table, Item: { ...countsKey(lecture), students: countsOf(next) } }),
    );
    return;
  }
  throw new Error(`The under-minimum tally of ${classKey(lecture)} ${lecture.subject} kept changing`);
}

/** Who of these counts is under the minimum: any row (a type, or the subject when counted together). */
export function underOf(counts: StudentCounts, bands: EligibilityBands): string[] {
  return Object.entries(counts)
    .filter(([, byType]) => {
      const rows = bands.countApart
        ? Object.values(byType)
        : [Object.values(byType).reduce(([h, a], [held, attended]) => [h + held, a + attended], [0, 0])];
      return rows.some(
        ([held, attended]) =>
          held > 0 && eligibility({ held, attended, remaining: 0 }, bands).band !== 'eligible',
      );
    })
    .map(([id]) => id);
}

/** The counts of these classes and subjects: one BatchGet (100 keys a request), by `classKey#subject`. */
export async function countsAmong(taught: readonly Subjected[]): Promise<Map<string, StudentCounts>> {
  const table = tableName('attendance');
  const found = new Map<string, StudentCounts>();
  const keys = [...new Map(taught.map((one) => [JSON.stringify(countsKey(one)), countsKey(one)])).values()];
  for (let start = 0; start < keys.length; start += 100) {
    let ask: Record<string, unknown>[] | undefined = keys.slice(start, start + 100);
    while (ask && ask.length > 0) {
      const answer: BatchGetCommandOutput = await dynamo().send(
        new BatchGetCommand({ RequestItems: { [table]: { Keys: ask } } }),
      );
      for (const item of parseItems(countsSchema, answer.Responses?.[table], table))
        found.set(`${item.studentId.slice('under#'.length)}#${item.slot}`, item.students);
      ask = answer.UnprocessedKeys?.[table]?.Keys;
    }
  }
  return found;
}
