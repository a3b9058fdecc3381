import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES } from '#shared/constants/api-messages';
import { AUTH_MESSAGES } from '#shared/constants/auth-messages';
import { call } from '../support/api';
import { newVisitor } from '../support/client-ip';
import { confirmEmailOf } from '../support/confirm-email';
import { sharedStack } from '../support/shared-stack';
import { A_CLASS } from '../support/student-class';
import { scanTable } from '../support/tables';
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
  const changePassword = (token: string, currentPassword: string) =>
    put('/api/account/password', token, { currentPassword, newPassword: 'a new passphrase' });
  const put = (path: string, token: string, body: unknown) =>
    call(stack.apiUrl, 'PUT', path, { token, body });
  // A wrong login at the account from a new browser each time: only the account's cap holds it.
  const guessAt = (email: string) =>
    call(stack.apiUrl, 'POST', '/api/login', {
      body: { email, password: 'a guessed passphrase', role: 'Student' },
      from: newVisitor(),
    });

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

  it("counts the change on the owner's session: others' guesses at the account never refuse it", async () => {
    const { email, login } = await newStudent('the owner passphrase');
    const here = (await login()).body.token as string;
    const guess = () => guessAt(email);
    // Ten addresses use up the account's cap of wrong passwords; the next new browser is refused.
    for (let i = 0; i < 10; i++) expect((await guess()).status).toBe(401);
    expect(await guess()).toEqual({ status: 429, body: { msg: AUTH_MESSAGES.accountLocked } });

    expect(await changePassword(here, 'the owner passphrase')).toEqual({
      status: 200,
      body: { msg: AUTH_MESSAGES.passwordChanged },
    });
  });

  it('still limits wrong current passwords, per session', async () => {
    const { login } = await newStudent('the session passphrase');
    const here = (await login()).body.token as string;
    const other = (await login()).body.token as string;
    for (let i = 0; i < 5; i++) {
      expect((await changePassword(here, 'a wrong guess')).body).toEqual({
        msg: AUTH_MESSAGES.wrongCurrentPassword,
      });
    }
    // The sixth try is refused before the check, even with the right password.
    expect(await changePassword(here, 'the session passphrase')).toEqual({
      status: 429,
      body: { msg: API_MESSAGES.tooManyAttempts },
    });
    // Another session of the account has its own tries.
    expect((await changePassword(other, 'the session passphrase')).status).toBe(200);
  });

  it("counts a session's wrong current passwords toward the account's cap, as wrong logins are", async () => {
    const { email, login } = await newStudent('the counted passphrase');
    const here = (await login()).body.token as string;
    for (let i = 0; i < 5; i++) expect((await changePassword(here, 'a wrong guess')).status).toBe(400);
    // Five of the account's ten wrong passwords are spent: five more logins, and new browsers wait.
    for (let i = 0; i < 5; i++) expect((await guessAt(email)).status).toBe(401);
    expect(await guessAt(email)).toEqual({ status: 429, body: { msg: AUTH_MESSAGES.accountLocked } });
  });

  it("limits a session's tries per day, not per 15 minutes: a stolen session cannot guess on", async () => {
    const { email, login } = await newStudent('the daily passphrase');
    const here = (await login()).body.token as string;
    expect((await changePassword(here, 'a wrong guess')).status).toBe(400);
    const [counter] = (await scanTable('rateLimits')).filter((item) =>
      String(item.key).startsWith(`password-change:session#${email}|`),
    );
    // Its count lasts to the end of the day (UTC): 5 tries at most in a session's 12 hours, 10 across midnight.
    const day = 24 * 60 * 60;
    expect(counter?.expiresAt).toBe((Math.floor(Date.now() / 1000 / day) + 1) * day);
  });
});
