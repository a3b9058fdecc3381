import { randomInt, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '#shared/constants/auth-messages';
import { call, loginAs } from '../support/api';
import { newVisitor } from '../support/client-ip';
import { confirmEmailOf } from '../support/confirm-email';
import { allPendingAccounts } from '../support/pending-accounts';
import { sharedStack } from '../support/shared-stack';
import { A_CLASS } from '../support/student-class';
import type { TestStack } from '../support/test-stack';

const person = (email: string, role: string) => ({
  firstName: 'Asha',
  lastName: 'Rao',
  email,
  password: 'a long enough passphrase',
  birthDate: '1990-01-31',
  role,
  ...(role === 'Student' ? A_CLASS : {}),
});

/* The stack is shared with other files, so every account here is new to it. */
const newEmail = (name: string) => `${name}-${randomUUID()}@example.org`;
const newPhone = () => {
  const digits = String(randomInt(10 ** 9)).padStart(9, '0');
  return `+91 9${digits.slice(0, 4)}-${digits.slice(4)}`;
};

describe('accounts', () => {
  let stack: TestStack;
  let adminToken: string;
  beforeAll(async () => {
    stack = await sharedStack();
    const admin = stack.demoAccounts.find((a) => a.role === 'Admin');
    if (!admin) throw new Error('no demo admin');
    adminToken = await loginAs(stack.apiUrl, admin);
  });

  // Sign-ups and failed logins are limited per client, and no test here is about that limit:
  // each call comes from a visitor of its own, so files on the shared stack never add up.
  const signup = (body: unknown) => call(stack.apiUrl, 'POST', '/api/signup', { body, from: newVisitor() });
  const login = (email: string, role: string, password = 'a long enough passphrase') =>
    call(stack.apiUrl, 'POST', '/api/login', { body: { email, password, role }, from: newVisitor() });

  it('lets a Student sign up, confirm the email and log in, and tells who is signed in', async () => {
    const email = newEmail('asha');
    expect((await signup(person(email, 'Student'))).status).toBe(201);
    await confirmEmailOf(stack, email);
    const { status, body } = await login(email.toUpperCase(), 'Student');
    expect(status).toBe(200);
    expect(body).toMatchObject({ name: 'Asha Rao', role: 'Student' });
    const user = await call(stack.apiUrl, 'GET', '/api/user', { token: body.token as string });
    expect(user.body).toMatchObject({ name: 'Asha Rao', email, role: 'Student' });
  });

  // Sign-up confirms the email by mail, so it takes no phone number (signup-confirmation.test.ts
  // shows an account made with one before still logs in).
  it('refuses a phone number in place of an email, with a message', async () => {
    const phone = newPhone();
    expect(await signup(person(phone, 'Alumni'))).toEqual({
      status: 400,
      body: { msg: AUTH_MESSAGES.phoneSignupRefused },
    });
  });

  it('answers an email that is taken, whatever its case, as a new one (its owner is mailed)', async () => {
    const email = newEmail('taken');
    const first = await signup(person(email, 'Student'));
    expect(first).toEqual({ status: 201, body: { msg: AUTH_MESSAGES.signedUp } });
    expect(await signup(person(email.toUpperCase(), 'Alumni'))).toEqual(first);
  });

  it('gives one 401 message for an unknown email, a wrong password and a wrong role', async () => {
    const email = newEmail('known');
    expect((await signup(person(email, 'Student'))).status).toBe(201);
    const answers = await Promise.all([
      login(newEmail('nobody'), 'Student'),
      login(email, 'Student', 'the wrong passphrase'),
      login(email, 'Admin'),
    ]);
    for (const answer of answers)
      expect(answer).toEqual({ status: 401, body: { msg: AUTH_MESSAGES.invalidCredentials } });
  });

  it('keeps a Faculty sign-up pending until an Admin approves it', async () => {
    const email = newEmail('prof');
    const created = await signup(person(email, 'Faculty'));
    expect(created).toEqual({ status: 201, body: { msg: AUTH_MESSAGES.signedUpPending } });
    await confirmEmailOf(stack, email);
    expect(await login(email, 'Faculty')).toEqual({
      status: 403,
      body: { msg: AUTH_MESSAGES.awaitingApproval },
    });

    const entry = (await allPendingAccounts(stack.apiUrl, adminToken)).find(
      (account) => account.email === email,
    );
    expect(entry?.role).toBe('Faculty');
    const approve = await call(stack.apiUrl, 'POST', `/api/admin/users/${entry?.userId}/approve`, {
      token: adminToken,
    });
    expect(approve.status).toBe(200);
    expect((await login(email, 'Faculty')).status).toBe(200);

    const again = await call(stack.apiUrl, 'POST', `/api/admin/users/${entry?.userId}/approve`, {
      token: adminToken,
    });
    expect(again.status).toBe(404);

    const bogus = await call(stack.apiUrl, 'POST', `/api/admin/users/${'x'.repeat(3000)}/approve`, {
      token: adminToken,
    });
    expect(bogus).toEqual({ status: 400, body: { msg: 'userId must be an account id' } });
  });

  it('pages through the whole approval queue, 20 at a time, each account once', async () => {
    const emails = Array.from({ length: 25 }, (_, i) => newEmail(`queue-${i}`));
    // In parallel: 25 password hashes one after another outlast the test's minute on a busy machine.
    const created = await Promise.all(emails.map((email) => signup(person(email, 'Faculty'))));
    expect(created.map((answer) => answer.status)).toEqual(Array(25).fill(201));
    const first = await call(stack.apiUrl, 'GET', '/api/admin/users?status=pending', { token: adminToken });
    expect((first.body.accounts as unknown[]).length).toBe(20);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const listed = (await allPendingAccounts(stack.apiUrl, adminToken)).map((account) => account.email);
    for (const email of emails) expect(listed.filter((listedEmail) => listedEmail === email)).toHaveLength(1);
    const forged = Buffer.from(JSON.stringify({ login: 'x', pendingStatus: 'active' })).toString('base64url');
    const bad = await call(stack.apiUrl, 'GET', `/api/admin/users?status=pending&cursor=${forged}`, {
      token: adminToken,
    });
    expect(bad).toEqual({ status: 400, body: { msg: 'cursor is not a page of this list' } });
  });

  it('turns a rejected Admin sign-up away with its own message', async () => {
    const email = newEmail('chief');
    await signup(person(email, 'Admin'));
    const entry = (await allPendingAccounts(stack.apiUrl, adminToken)).find(
      (account) => account.email === email,
    );
    const reject = await call(stack.apiUrl, 'POST', `/api/admin/users/${entry?.userId}/reject`, {
      token: adminToken,
    });
    expect(reject.status).toBe(200);
    expect((await login(email, 'Admin')).body.msg).toBe(AUTH_MESSAGES.rejected);
    const after = await allPendingAccounts(stack.apiUrl, adminToken);
    expect(after.map((account) => account.email)).not.toContain(email);
  });
});
