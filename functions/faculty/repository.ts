import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { DepartmentName } from '#shared/constants/departments';
import { type FacultyMember, facultyMemberSchema } from '#shared/schemas/faculty';
import { dynamo } from '../lib/clients/dynamo';
import { tableName } from '../lib/env';
import { putIfAbsent, writeIfCondition } from '../lib/put-if-absent';
import { queryPage } from '../lib/query-page';
import { scanAll } from '../lib/stored-items';

/* Both lists leave out (and log) an entry that does not parse, rather than hide the whole directory. */

/** One department's faculty, by name, from the byDepartment index. */
export async function listByDepartment(department: DepartmentName): Promise<FacultyMember[]> {
  const { items } = await queryPage({
    table: tableName('faculty'),
    index: 'byDepartment',
    partition: department,
    item: facultyMemberSchema,
    malformed: 'skip',
  });
  return items;
}

/* The whole directory: a college's faculty is bounded (hundreds), so a scan is acceptable here. */
export async function listAll(): Promise<FacultyMember[]> {
  const members = await scanAll({
    table: tableName('faculty'),
    item: facultyMemberSchema,
    malformed: 'skip',
  });
  return members.sort((a, b) => a.department.localeCompare(b.department) || a.name.localeCompare(b.name));
}

export const addIfAbsent = (member: FacultyMember): Promise<boolean> =>
  putIfAbsent(tableName('faculty'), member, 'id');

/** Replaces a member's entry if it exists; false when there is no such member. */
export const replaceMember = (member: FacultyMember): Promise<boolean> =>
  writeIfCondition(
    dynamo().send(
      new PutCommand({
        TableName: tableName('faculty'),
        Item: member,
        ConditionExpression: 'attribute_exists(id)',
      }),
    ),
  );

export const deleteMember = (id: string): Promise<boolean> =>
  writeIfCondition(
    dynamo().send(
      new DeleteCommand({
        TableName: tableName('faculty'),
        Key: { id },
        ConditionExpression: 'attribute_exists(id)',
      }),
    ),
  );
