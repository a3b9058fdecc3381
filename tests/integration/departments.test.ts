import { beforeAll, describe, expect, it } from 'vitest';
import { DEPARTMENT_NAMES } from '#shared/constants/departments';
import { departmentListSchema } from '#shared/schemas/department';
import { sharedStack } from '../support/shared-stack';
import type { TestStack } from '../support/test-stack';

describe('GET /api/admin/departments through the local gateway', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await sharedStack();
  });

  it('seeds the 10 departments on first start', () => {
    expect(stack.seededDepartments).toBe(10);
  });

  it('lists the fixed 10 departments, sorted by name, as JSON', async () => {
    const response = await fetch(`${stack.apiUrl}/api/admin/departments`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const departments = departmentListSchema.parse(await response.json());
    const names = departments.map((d) => d.name);
    // Other files on this shared stack may add a department of their own for a moment.
    expect(names).toEqual(expect.arrayContaining([...DEPARTMENT_NAMES]));
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    for (const department of departments) expect(department.description.length).toBeGreaterThan(0);
  });

  it('ignores a query string it does not use', async () => {
    const response = await fetch(`${stack.apiUrl}/api/admin/departments?page=2`);
    expect(response.status).toBe(200);
  });
});
