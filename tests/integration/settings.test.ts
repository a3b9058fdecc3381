import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '#shared/constants/auth-messages';
import { call } from '../support/api';
import { newVisitor } from '../support/client-ip';
import { confirmEmailOf } from '../support/confirm-email';
import { sharedStack } from '../support/shared-stack';
import { A_CLASS } from '../support/student-class';
import type { TestStack } from '../support/test-stack';

describe('account settings: name and password', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await sharedStack();
  });

  async function newStudent(password: string) {
    const email = `settings-${randomUUID()}@example.org`;
    const body = {
      firstName: 'Tara',
      lastName: 'Nair',
      email,
      password,
      birthDate: '2002-02-02',
      role: 'Student',
      ...A_CLASS,
    };
    expect((await call(stack.apiUrl, 'POST', '/api/signup', { body, from: newVisitor() })).status).toBe(201);
    await confirmEmailOf(stack, email);
    const login = async (secret = password) =>
      call(stack.apiUrl, 'POST', '/api/login', {
        body: { email, password: secret, role: 'Student' },
        from: newVisitor(),
      });
    return { email, login };
  }
  const put = (path: string, token: string, body: unknown) =>
    call(stack.apiUrl, 'PUT', path, { token, body });

  it('renames the caller, as every session sees at once', async () => {
    const { login } = await newStudent('a first passphrase');
    const here = (await login()).body.token as string;
    const elsewhere = (await login()).body.token as string;
    const renamed = await put('/api/account/name', here, { firstName: ' Tara ', lastName: 'Menon-Nair' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ msg: AUTH_MESSAGES.nameChanged, name: 'Tara Menon-Nair' });
    const seen = await call(stack.apiUrl, 'GET', '/api/user', { token: elsewhere });
    expect(seen.body).toMatchObject({ firstName: 'Tara', lastName: 'Menon-Nair', name: 'Tara Menon-Nair' });
    expect((await put('/api/account/name', here, { firstName: '', lastName: 'X' })).body).toEqual({
      msg: 'firstName is required',
    });
  });

  it('changes the password only with the current one, and ends every other session', async () => {
    const { login } = await newStudent('the old passphrase');
    const here = (await login()).body.token as string;
    const elsewhere = (await login()).body.token as string;

    expect(
      await put('/api/account/password', here, {
        currentPassword: 'a wrong guess',
        newPassword: 'a new passphrase',
      }),
    ).toEqual({
      status: 400,
      body: { msg: AUTH_MESSAGES.wrongCurrentPassword },
    });
    expect(
      (
        await put('/api/account/password', here, {
          currentPassword: 'the old passphrase',
          newPassword: 'short',
        })
      ).status,
    ).toBe(400);
    expect((await login()).status).toBe(200);

    const changed = await put('/api/account/password', here, {
      currentPassword: 'the old passphrase',
      newPassword: 'a new passphrase',
    });
    expect(changed).toEqual({ status: 200, body: { msg: AUTH_MESSAGES.passwordChanged } });
    expect((await call(stack.apiUrl, 'GET', '/api/user', { token: elsewhere })).status).toBe(401);
    expect((await call(stack.apiUrl, 'GET', '/api/user', { token: here })).status).toBe(200);
    expect((await login()).status).toBe(401);
    expect((await login('a new passphrase')).status).toBe(200);
  });
});
