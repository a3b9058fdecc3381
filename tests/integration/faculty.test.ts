import { beforeAll, describe, expect, it } from 'vitest';
import { DEPARTMENT_NAMES } from '#shared/constants/departments';
import { facultyListSchema } from '#shared/schemas/faculty';
import { SAMPLE_FACULTY } from '../../infra/local/sample-faculty';
import { call } from '../support/api';
import { sharedStack } from '../support/shared-stack';
import type { TestStack } from '../support/test-stack';

describe('GET /api/admin/faculty', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await sharedStack();
  });

  const faculty = async (query: string) => {
    const response = await call(stack.apiUrl, 'GET', `/api/admin/faculty${query}`);
    return { status: response.status, body: response.body as unknown };
  };

  it.each(DEPARTMENT_NAMES)('lists exactly the faculty of %s', async (department) => {
    const { status, body } = await faculty(`?department=${encodeURIComponent(department)}`);
    expect(status).toBe(200);
    const members = facultyListSchema.parse(body);
    const expected = SAMPLE_FACULTY.filter((member) => member.department === department).map((m) => m.name);
    expect(members.map((m) => m.name).sort()).toEqual(expected.sort());
    expect(members.length).toBeGreaterThan(0);
  });

  it('lists the whole directory without a department', async () => {
    const { body } = await faculty('');
    expect(facultyListSchema.parse(body)).toHaveLength(SAMPLE_FACULTY.length);
  });

  it('answers 400 to an unknown department', async () => {
    const { status, body } = await faculty('?department=Astrology');
    expect(status).toBe(400);
    expect(body).toEqual({ msg: 'department must be one of the 10 departments' });
  });
});
