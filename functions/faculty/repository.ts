import { DeleteCommand, PutCommand, paginateQuery, paginateScan } from '@aws-sdk/lib-dynamodb';
import type { DepartmentName } from '../../shared/constants/departments';
import { type FacultyMember, facultyMemberSchema } from '../../shared/schemas/faculty';
import { dynamo } from '../lib/clients';
import { tableName } from '../lib/env';
import { putIfAbsent, writeIfCondition } from '../lib/put-if-absent';

function parseItems(items: Record<string, unknown>[] | undefined): FacultyMember[] {
  const members: FacultyMember[] = [];
  for (const item of items ?? []) {
    const parsed = facultyMemberSchema.safeParse(item);
    if (parsed.success) members.push(parsed.data);
    else console.warn('Skipping malformed faculty item', item.id);
  }
  return members;
}

/** One department's faculty, by name, from the byDepartment index. */
export async function listByDepartment(department: DepartmentName): Promise<FacultyMember[]> {
  const members: FacultyMember[] = [];
  const pages = paginateQuery(
    { client: dynamo() },
    {
      TableName: tableName('faculty'),
      IndexName: 'byDepartment',
      KeyConditionExpression: 'department = :department',
      ExpressionAttributeValues: { ':department': department },
    },
  );
  for await (const page of pages) members.push(...parseItems(page.Items));
  return members;
}

/* The whole directory: a college's faculty is bounded (hundreds), so a scan is acceptable here. */
export async function listAll(): Promise<FacultyMember[]> {
  const members: FacultyMember[] = [];
  for await (const page of paginateScan({ client: dynamo() }, { TableName: tableName('faculty') })) {
    members.push(...parseItems(page.Items));
  }
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
