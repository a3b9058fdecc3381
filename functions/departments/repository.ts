import { paginateScan } from '@aws-sdk/lib-dynamodb';
import { type Department, departmentSchema } from '../../shared/schemas/department';
import { dynamo } from '../lib/clients';
import { tableName } from '../lib/env';
import { putIfAbsent } from '../lib/put-if-absent';

export interface DepartmentRepository {
  list(): Promise<Department[]>;
  /** Adds the department unless one with that name exists; says whether it was added. */
  addIfAbsent(department: Department): Promise<boolean>;
}

/* The departments table is bounded (a college has tens of departments), so a scan is acceptable. */
export function dynamoDepartmentRepository(): DepartmentRepository {
  return {
    async list() {
      const departments: Department[] = [];
      for await (const page of paginateScan({ client: dynamo() }, { TableName: tableName('departments') })) {
        for (const item of page.Items ?? []) {
          const parsed = departmentSchema.safeParse(item);
          if (parsed.success) departments.push(parsed.data);
          else console.warn('Skipping malformed department item', item.name);
        }
      }
      return departments;
    },
    addIfAbsent: (department) => putIfAbsent(tableName('departments'), department, 'name'),
  };
}
