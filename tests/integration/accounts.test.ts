import { beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES } from '../../shared/constants/api-messages';
import { AUTH_MESSAGES } from '../../shared/constants/auth-messages';
import { call, loginAs } from '../support/api';
import { sharedStack } from '../support/shared-stack';
import type { TestStack } from '../support/test-stack';

const person = (email: string, role: string) => ({
  firstName: 'Asha',
  lastName: 'Rao',
  email,
  password: 'a long enough passphrase',
  birthDate: '1990-01-31',
  role,
});

describe('accounts', () => {
  let stack: TestStack;
  let adminToken: string;
  beforeAll(async () => {
    stack = await sharedStack();
    const admin = stack.demoAccounts.find((a) => a.role === 'Admin');
    if (!admin) throw new Error('no demo admin');
    adminToken = await loginAs(stack.apiUrl, admin);
  });

  const signup = (body: unknown) => call(stack.apiUrl, 'POST', '/api/signup', { body });
  const login = (email: string, role: string, password = 'a long enough passphrase') =>
    call(stack.apiUrl, 'POST', '/api/login', { body: { email, password, role } });

  it('lets a Student sign up and log in at once, and tells who is signed in', async () => {
    expect((await signup(person('asha@example.org', 'Student'))).status).toBe(201);
    const { status, body } = await login('Asha@Example.org', 'Student');
    expect(status).toBe(200);
    expect(body).toMatchObject({ name: 'Asha Rao', role: 'Student' });
    const user = await call(stack.apiUrl, 'GET', '/api/user', { token: body.token as string });
    expect(user.body).toMatchObject({ name: 'Asha Rao', email: 'asha@example.org', role: 'Student' });
  });

  it('accepts a phone number in place of an email', async () => {
    expect((await signup(person('+91 98765-43210', 'Alumni'))).status).toBe(201);
    expect((await login('+919876543210', 'Alumni')).status).toBe(200);
  });

  it('answers 409 with a message for an email that is taken, whatever its case', async () => {
    const { status, body } = await signup(person('ASHA@example.org', 'Alumni'));
    expect(status).toBe(409);
    expect(body.msg).toBe(AUTH_MESSAGES.accountExists);
  });

  it('gives one 401 message for an unknown email, a wrong password and a wrong role', async () => {
    const answers = await Promise.all([
      login('nobody@example.org', 'Student'),
      login('asha@example.org', 'Student', 'the wrong passphrase'),
      login('asha@example.org', 'Admin'),
    ]);
    for (const answer of answers)
      expect(answer).toEqual({ status: 401, body: { msg: AUTH_MESSAGES.invalidCredentials } });
  });

  it('keeps a Faculty sign-up pending until an Admin approves it', async () => {
    const created = await signup(person('prof@example.org', 'Faculty'));
    expect(created).toEqual({ status: 201, body: { msg: AUTH_MESSAGES.signedUpPending } });
    expect(await login('prof@example.org', 'Faculty')).toEqual({
      status: 403,
      body: { msg: AUTH_MESSAGES.awaitingApproval },
    });

    const pending = await call(stack.apiUrl, 'GET', '/api/admin/users?status=pending', { token: adminToken });
    const entry = (pending.body as unknown as { userId: string; email: string; role: string }[]).find(
      (account) => account.email === 'prof@example.org',
    );
    expect(entry?.role).toBe('Faculty');
    const approve = await call(stack.apiUrl, 'POST', `/api/admin/users/${entry?.userId}/approve`, {
      token: adminToken,
    });
    expect(approve.status).toBe(200);
    expect((await login('prof@example.org', 'Faculty')).status).toBe(200);

    const again = await call(stack.apiUrl, 'POST', `/api/admin/users/${entry?.userId}/approve`, {
      token: adminToken,
    });
    expect(again.status).toBe(404);

    const bogus = await call(stack.apiUrl, 'POST', `/api/admin/users/${'x'.repeat(3000)}/approve`, {
      token: adminToken,
    });
    expect(bogus).toEqual({ status: 400, body: { msg: 'userId must be an account id' } });
  });

  it('turns a rejected Admin sign-up away with its own message', async () => {
    await signup(person('chief@example.org', 'Admin'));
    const pending = await call(stack.apiUrl, 'GET', '/api/admin/users?status=pending', { token: adminToken });
    const entry = (pending.body as unknown as { userId: string; email: string }[]).find(
      (account) => account.email === 'chief@example.org',
    );
    const reject = await call(stack.apiUrl, 'POST', `/api/admin/users/${entry?.userId}/reject`, {
      token: adminToken,
    });
    expect(reject.status).toBe(200);
    expect((await login('chief@example.org', 'Admin')).body.msg).toBe(AUTH_MESSAGES.rejected);
    const after = await call(stack.apiUrl, 'GET', '/api/admin/users?status=pending', { token: adminToken });
    expect(JSON.stringify(after.body)).not.toContain('chief@example.org');
  });

  it('refuses an account with 429 after 5 failed logins, even with the right password', async () => {
    await signup(person('target@example.org', 'Student'));
    for (let i = 0; i < 5; i++) {
      expect((await login('target@example.org', 'Student', 'guess number one')).status).toBe(401);
    }
    const blocked = await login('target@example.org', 'Student');
    expect(blocked).toEqual({ status: 429, body: { msg: API_MESSAGES.tooManyAttempts } });
  });
});
