import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { sharedStack } from '../support/shared-stack';
import { A_CLASS } from '../support/student-class';
import { storedLogins } from '../support/tables';
import type { TestStack } from '../support/test-stack';

const valid = {
  firstName: 'Ria',
  lastName: 'Shah',
  email: 'ria@example.org',
  password: 'correct horse battery',
  birthDate: '2004-05-06',
  role: 'Student',
  ...A_CLASS,
};
const without = (field: keyof typeof valid) =>
  Object.fromEntries(Object.entries(valid).filter(([k]) => k !== field));

describe('bad input to sign-up and login gives 400 and stores nothing', () => {
  let stack: TestStack;
  let before: string[];
  beforeAll(async () => {
    stack = await sharedStack();
    before = await storedLogins();
  });

  const signup = (body: unknown) => call(stack.apiUrl, 'POST', '/api/signup', { body });

  it.each(Object.keys(valid) as (keyof typeof valid)[])('sign-up without %s names it', async (field) => {
    const { status, body } = await signup(without(field));
    expect(status).toBe(400);
    expect(body.msg).toMatch(new RegExp(field));
  });

  it.each([
    ['a number for a name', { firstName: 42 }, /firstName/],
    ['a 51-character name', { lastName: 'x'.repeat(51) }, /lastName must be at most 50 characters/],
    ['a blank name', { firstName: '   ' }, /firstName is required/],
    ['a bad email', { email: 'not an email' }, /valid email address or phone number/],
    ['a 7-character password', { password: 'short12' }, /password must be at least 8 characters/],
    [
      'a 10,000-character password',
      { password: 'p'.repeat(10_000) },
      /password must be at most 128 characters/,
    ],
    ['a birth date in the future', { birthDate: '2999-01-01' }, /birthDate must be in the past/],
    ['an impossible birth date', { birthDate: '2001-02-30' }, /birthDate must be a date/],
    ['an unknown role', { role: 'Dean' }, /role must be one of Admin, Faculty, Student, Alumni/],
    ['an array for a role', { role: ['Admin'] }, /role/],
  ])('sign-up with %s', async (_, change, message) => {
    const { status, body } = await signup({ ...valid, ...change });
    expect(status).toBe(400);
    expect(body.msg).toMatch(message);
  });

  it('refuses malformed JSON, a non-object body, and an oversized body', async () => {
    const post = (rawBody: string) => call(stack.apiUrl, 'POST', '/api/signup', { rawBody });
    expect((await post('{"firstName":')).body.msg).toBe('Request body must be valid JSON');
    expect((await post('[1,2,3]')).status).toBe(400);
    const oversized = await post(JSON.stringify({ ...valid, firstName: 'x'.repeat(20_000) }));
    expect(oversized.status).toBe(400);
    expect(oversized.body.msg).toBe('Request body is too large.');
  });

  it.each([
    ['no email', { password: 'x', role: 'Admin' }, /email is required/],
    ['no password', { email: 'a@b.co', role: 'Admin' }, /password is required/],
    ['no role', { email: 'a@b.co', password: 'x' }, /role/],
    ['a number for a password', { email: 'a@b.co', password: 12345678, role: 'Admin' }, /password/],
    [
      'a 10,000-character password',
      { email: 'a@b.co', password: 'p'.repeat(10_000), role: 'Admin' },
      /at most 128/,
    ],
    ['an unknown role', { email: 'a@b.co', password: 'whatever1', role: 'Dean' }, /role must be one of/],
  ])('login with %s', async (_, body, message) => {
    const response = await call(stack.apiUrl, 'POST', '/api/login', { body });
    expect(response.status).toBe(400);
    expect(response.body.msg).toMatch(message);
  });

  it('stored no account for any of it', async () => {
    expect(await storedLogins()).toEqual(before);
  });
});
