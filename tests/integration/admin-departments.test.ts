import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEPARTMENT_MESSAGES } from '#shared/constants/department-messages';
import type { Role } from '#shared/constants/roles';
import { call } from '../support/api';
import { signedInStack } from '../support/shared-stack';
import { scanTable } from '../support/tables';
import type { TestStack } from '../support/test-stack';

describe('an Admin adds and deletes departments', () => {
  let stack: TestStack;
  let token: (role: Role) => string;
  beforeAll(async () => {
    ({ stack, token } = await signedInStack());
  });

  const add = (body: unknown, as = token('Admin')) =>
    call(stack.apiUrl, 'POST', '/api/admin/departments', { token: as, body });
  const remove = (name: string, as = token('Admin')) =>
    call(stack.apiUrl, 'DELETE', '/api/admin/departments', { token: as, body: { name } });
  const names = async () =>
    ((await call(stack.apiUrl, 'GET', '/api/admin/departments')).body as unknown as { name: string }[]).map(
      (d) => d.name,
    );

  it('adds a department that the public list shows, then deletes it by name in any case', async () => {
    const name = `Marine Engineering ${randomUUID().slice(0, 6)}`;
    const added = await add({
      name,
      description: 'Ships and offshore structures.',
      image: '/media/siteImage/abc.png',
    });
    expect(added).toEqual({ status: 201, body: { msg: DEPARTMENT_MESSAGES.added } });
    const listed = (await call(stack.apiUrl, 'GET', '/api/admin/departments')).body as unknown as Record<
      string,
      string
    >[];
    expect(listed.find((d) => d.name === name)).toEqual({
      name,
      description: 'Ships and offshore structures.',
      image: '/media/siteImage/abc.png',
    });

    expect(await remove(`  ${name.toUpperCase()} `)).toEqual({
      status: 200,
      body: { msg: DEPARTMENT_MESSAGES.deleted },
    });
    expect(await names()).not.toContain(name);
    expect(await remove(name)).toEqual({ status: 404, body: { msg: DEPARTMENT_MESSAGES.unknown } });
  });

  it('refuses a name already taken, whatever its case, with 409', async () => {
    expect(await add({ name: 'civil   ENGINEERING', description: '' })).toEqual({
      status: 409,
      body: { msg: DEPARTMENT_MESSAGES.exists },
    });
    expect((await names()).filter((name) => name.toLowerCase() === 'civil engineering')).toHaveLength(1);
  });

  it('refuses bad input with 400 and a message, and stores nothing', async () => {
    const before = (await scanTable('departments')).length;
    for (const [body, msg] of [
      [{ name: 'X', description: '' }, 'name must be at least 2 characters'],
      [{ name: 'x'.repeat(81) }, 'name must be at most 80 characters'],
      [{ description: 'no name' }, 'name is required'],
      [{ name: 'Optics', image: 'javascript:alert(1)' }, 'image must be an http(s) URL or an uploaded image'],
      [{ name: 'Optics\u202e' }, 'name must not contain text-direction control characters'],
    ] as const) {
      expect(await add(body)).toEqual({ status: 400, body: { msg } });
    }
    expect((await remove('')).status).toBe(400);
    expect((await scanTable('departments')).length).toBe(before);
  });

  it('lets no one but an Admin change them', async () => {
    expect((await add({ name: 'Sneaky Department' }, token('Faculty'))).status).toBe(403);
    expect((await remove('Civil Engineering', token('Student'))).status).toBe(403);
    expect(await names()).toContain('Civil Engineering');
  });
});
