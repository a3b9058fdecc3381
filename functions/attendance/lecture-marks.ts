import { BatchGetCommand, type BatchGetCommandOutput, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import type { Lecture } from '#shared/schemas/timetable';
import { dynamo } from '../lib/clients/dynamo';
import { tableName } from '../lib/env';
import { getItem, parseItems } from '../lib/stored-items';

/*
 * Which lectures are marked (decision 48): one item per marked lecture in the attendance table,
 * under the partition `lecture#<lectureId>`, which no student's id can be (ids are UUIDs) and which
 * has no class, so the class index never holds it. Whether a fortnight's lectures are marked is then
 * one BatchGet by lecture id, not a read of their records. It lists the students the mark wrote, so
 * marking the lecture again can remove the records of anyone it no longer lists.
 */
const markKey = (lectureId: string) => ({ studentId: `lecture#${lectureId}`, slot: 'marked' });

const markSchema = z.object({
  studentId: z.string(),
  studentIds: z.array(z.string()),
  markedBy: z.string(),
  markedAt: z.string(),
});

/** The students a lecture's mark wrote records for; undefined while it is unmarked. */
export async function markOf(lectureId: string): Promise<readonly string[] | undefined> {
  const mark = await getItem({
    table: tableName('attendance'),
    key: markKey(lectureId),
    item: markSchema,
    consistent: true,
  });
  return mark?.studentIds;
}

/** Records that a lecture was marked, for these students. */
export async function putMark(
  lecture: Pick<Lecture, 'lectureId' | 'date' | 'facultyId'>,
  studentIds: readonly string[],
  markedBy: string,
): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: tableName('attendance'),
      Item: {
        ...markKey(lecture.lectureId),
        date: lecture.date,
        facultyId: lecture.facultyId,
        studentIds,
        markedBy,
        markedAt: new Date().toISOString(),
      },
    }),
  );
}

const BATCH_GET = 100;

/** Which of these lectures are marked: a BatchGet of their mark items, 100 keys a request. */
export async function markedAmong(lectureIds: readonly string[]): Promise<Set<string>> {
  const table = tableName('attendance');
  const marked = new Set<string>();
  const unique = [...new Set(lectureIds)];
  for (let start = 0; start < unique.length; start += BATCH_GET) {
    let ask: Record<string, unknown>[] | undefined = unique.slice(start, start + BATCH_GET).map(markKey);
    while (ask && ask.length > 0) {
      const answer: BatchGetCommandOutput = await dynamo().send(
        new BatchGetCommand({
          RequestItems: { [table]: { Keys: ask, ProjectionExpression: 'studentId' } },
        }),
      );
      for (const item of parseItems(z.object({ studentId: z.string() }), answer.Responses?.[table], table))
        marked.add(item.studentId.slice('lecture#'.length));
      ask = answer.UnprocessedKeys?.[table]?.Keys;
    }
  }
  return marked;
}
