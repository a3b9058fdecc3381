import { BatchGetCommand, type BatchGetCommandOutput, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import type { Lecture } from '#shared/schemas/timetable';
import { dynamo } from '../lib/clients/dynamo';
import { tableName } from '../lib/env';
import { writeIfCondition } from '../lib/put-if-absent';
import { getItem, parseItems } from '../lib/stored-items';

/*
 * Which lectures are marked (decision 48): one item per marked lecture in the attendance table,
 * under the partition `lecture#<lectureId>`, which no student's id can be (ids are UUIDs) and which
 * has no class, so the class index never holds it. Whether a fortnight's lectures are marked is then
 * one BatchGet by lecture id, not a read of their records. It is the commit point of a mark
 * (decision 48, amended): it holds the whole mark (who, present or not, by whom, when) and a
 * version that each mark raises by one on the condition that it is the version the mark read, so of
 * two marks that read the same item only one lands, and the records follow the item.
 */
const markKey = (lectureId: string) => ({ studentId: `lecture#${lectureId}`, slot: 'marked' });

const markSchema = z.object({
  studentIds: z.array(z.string()),
  /* Marks stored before versions have neither: they read as version 0, presence unknown. */
  presentIds: z.array(z.string()).optional(),
  everListed: z.array(z.string()).optional(),
  version: z.number().optional(),
  markedBy: z.string(),
  markedAt: z.string(),
});

/** A lecture's mark as stored: the students it lists, who of them were present, and its version. */
export interface LectureMark {
  readonly version: number;
  readonly studentIds: readonly string[];
  readonly presentIds: readonly string[];
  /*
   * Every student any mark of the lecture listed: whose records a later mark removes when it no
   * longer lists them, even those of a mark whose writer stopped before removing what it replaced.
   */
  readonly everListed: readonly string[];
  readonly markedBy: string;
  readonly markedAt: string;
}

/** A lecture's mark, read strongly consistent; undefined while it is unmarked. */
export async function readMark(lectureId: string): Promise<LectureMark | undefined> {
  const mark = await getItem({
    table: tableName('attendance'),
    key: markKey(lectureId),
    item: markSchema,
    consistent: true,
  });
  return (
    mark && {
      version: mark.version ?? 0,
      studentIds: mark.studentIds,
      presentIds: mark.presentIds ?? [],
      everListed: mark.everListed ?? mark.studentIds,
      markedBy: mark.markedBy,
      markedAt: mark.markedAt,
    }
  );
}

/** The students a lecture's mark wrote records for; undefined while it is unmarked. */
export async function markOf(lectureId: string): Promise<readonly string[] | undefined> {
  return (await readMark(lectureId))?.studentIds;
}

/**
 * Stores a lecture's mark as version `seen + 1`, only if the stored one is still version `seen`
 * (none, or one stored before versions, for 0); false when another mark landed first.
 */
export async function commitMark(
  lecture: Pick<Lecture, 'lectureId' | 'date' | 'facultyId'>,
  mark: Omit<LectureMark, 'version'>,
  seen: number,
): Promise<boolean> {
  return writeIfCondition(
    dynamo().send(
      new PutCommand({
        TableName: tableName('attendance'),
        Item: {
          ...markKey(lecture.lectureId),
          date: lecture.date,
          facultyId: lecture.facultyId,
          ...mark,
          version: seen + 1,
        },
        ConditionExpression: seen === 0 ? 'attribute_not_exists(#v)' : '#v = :seen',
        ExpressionAttributeNames: { '#v': 'version' },
        ...(seen > 0 && { ExpressionAttributeValues: { ':seen': seen } }),
      }),
    ),
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
