import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { classKey, type StudentClass } from '#shared/schemas/student-class';
import { MAX_CLASSES_TAUGHT, type TaughtClass, taughtClassSchema } from '#shared/schemas/teaching';
import { comparedText } from '#shared/schemas/text';
import { dynamo } from '../lib/clients/dynamo';
import { tableName } from '../lib/env';
import { writeIfCondition } from '../lib/put-if-absent';
import { queryPage } from '../lib/query-page';

/*
 * Teaching assignments (decision 32), in the `teaching` table: one partition per Faculty account,
 * an item per class and subject, and a count item. The cap is held by the count item's
 * conditional update, taken before the assignment is written, so parallel assignments never pass
 * it (dynalite has no transactions; a crash between the two leaves the count one high, which only
 * errs towards refusing).
 */

/* Sorts before every class key (department names begin with a letter). */
const COUNT_ITEM = '#count';

const subjectKey = (subject: string | undefined) => (subject ? comparedText(subject) : '');
const assignmentKey = (taught: TaughtClass) => `${classKey(taught)}#${subjectKey(taught.subject)}`;

const storedSchema = taughtClassSchema.extend({ subject: z.string().optional() });
const ASSIGNMENT_ATTRIBUTES = ['branch', 'year', 'division', 'subject'] as const;

/** The classes a Faculty member is assigned, by class then subject (a partition of at most the cap). */
export async function classesOf(facultyId: string): Promise<TaughtClass[]> {
  const { items } = await queryPage({
    table: tableName('teaching'),
    partition: facultyId,
    sort: { between: ['A', '\uffff'] },
    attributes: ASSIGNMENT_ATTRIBUTES,
    consistent: true,
    item: storedSchema,
  });
  return items.map(({ branch, year, division, subject }) => ({
    branch,
    year,
    division,
    ...(subject && { subject }),
  }));
}

/** Whether the Faculty member is assigned the class, for any subject: one read of one key range. */
export async function isAssigned(facultyId: string, studentClass: StudentClass): Promise<boolean> {
  const prefix = `${classKey(studentClass)}#`;
  const { items } = await queryPage({
    table: tableName('teaching'),
    partition: facultyId,
    sort: { between: [prefix, `${prefix}\uffff`] },
    attributes: ['facultyId'],
    consistent: true,
    limit: 1,
    item: z.object({ facultyId: z.string() }),
  });
  return items.length > 0;
}

/* Moves the count by `by`; a rise only while under the cap. False when the cap refused it. */
function count(facultyId: string, by: 1 | -1): Promise<boolean> {
  return writeIfCondition(
    dynamo().send(
      new UpdateCommand({
        TableName: tableName('teaching'),
        Key: { facultyId, assignment: COUNT_ITEM },
        UpdateExpression: 'SET #n = if_not_exists(#n, :zero) + :by',
        ...(by > 0 && { ConditionExpression: 'attribute_not_exists(#n) OR #n < :max' }),
        ExpressionAttributeNames: { '#n': 'classes' },
        ExpressionAttributeValues: { ':zero': 0, ':by': by, ...(by > 0 && { ':max': MAX_CLASSES_TAUGHT }) },
      }),
    ),
  );
}

/** Assigns the class (and subject); says why not when the cap is reached or it is assigned already. */
export async function assign(
  facultyId: string,
  taught: TaughtClass,
): Promise<'assigned' | 'tooMany' | 'alreadyAssigned'> {
  if (!(await count(facultyId, 1))) return 'tooMany';
  const written = await writeIfCondition(
    dynamo().send(
      new PutCommand({
        TableName: tableName('teaching'),
        Item: {
          facultyId,
          assignment: assignmentKey(taught),
          ...taught,
          assignedAt: new Date().toISOString(),
        },
        ConditionExpression: 'attribute_not_exists(assignment)',
      }),
    ),
  );
  if (written) return 'assigned';
  await count(facultyId, -1);
  return 'alreadyAssigned';
}

/** Takes the class (and subject) away; false when it was not assigned. */
export async function unassign(facultyId: string, taught: TaughtClass): Promise<boolean> {
  const deleted = await writeIfCondition(
    dynamo().send(
      new DeleteCommand({
        TableName: tableName('teaching'),
        Key: { facultyId, assignment: assignmentKey(taught) },
        ConditionExpression: 'attribute_exists(assignment)',
      }),
    ),
  );
  if (deleted) await count(facultyId, -1);
  return deleted;
}
