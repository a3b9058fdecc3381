import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { type Department, departmentKey, departmentSchema } from '#shared/schemas/department';
import { dynamo } from '../lib/clients/dynamo';
import { tableName } from '../lib/env';
import { putIfAbsent, writeIfCondition } from '../lib/put-if-absent';
import { scanAll } from '../lib/stored-items';

/*
 * The departments table is bounded (a college has tens of departments), so a scan is acceptable.
 * A malformed item is left out (and logged) rather than hiding every department.
 */
export function listDepartments(): Promise<Department[]> {
  return scanAll({ table: tableName('departments'), item: departmentSchema, malformed: 'skip' });
}

/** Adds the department unless one has the same name, whatever its case; says whether it did. */
export function addDepartment(department: Department): Promise<boolean> {
  return putIfAbsent(
    tableName('departments'),
    { ...department, nameKey: departmentKey(department.name) },
    'nameKey',
  );
}

/** Deletes the department of that name, whatever its case; false when there is none. */
export function deleteDepartment(name: string): Promise<boolean> {
  return writeIfCondition(
    dynamo().send(
      new DeleteCommand({
        TableName: tableName('departments'),
        Key: { nameKey: departmentKey(name) },
        ConditionExpression: 'attribute_exists(nameKey)',
      }),
    ),
  );
}
