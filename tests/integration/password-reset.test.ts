import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '#shared/constants/auth-messages';
import { LOGIN_FAILURES_PER_ACCOUNT } from '../../functions/auth/limits';
import { call } from '../support/api';
import { newVisitor } from '../support/client-ip';
import { confirmEmailOf } from '../support/confirm-email';
import { settledMail } from '../support/settled-mail';
import { sharedStack } from '../support/shared-stack';
import { A_CLASS } from '../support/student-class';
import { scanTable } from '../support/tables';
import type { TestStack } from '../support/test-stack';

const OLD_PASSWORD = 'the first long passphrase';
const NEW_PASSWORD = 'a brand new passphrase';

describe('forgot password', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await sharedStack();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const post = (path: string, body: unknown, from = newVisitor()) =>
    call(stack.apiUrl, 'POST', path, { body, from });
  const login = (email: string, password: string, from?: string) =>
    post('/api/login', { email, password, role: 'Student' }, from);

  /* A signed-up Student's email; `confirmed: false` leaves its confirmation link unopened. */
  async function newStudent({ confirmed = true } = {}) {
    const email = `reset-${randomUUID()}@example.org`;
    const person = {
      firstName: 'Nia',
      lastName: 'Das',
      email,
      password: OLD_PASSWORD,
      birthDate: '2002-03-04',
    };
    expect((await post('/api/signup', { ...person, role: 'Student', ...A_CLASS })).status).toBe(201);
    if (confirmed) await confirmEmailOf(stack, email);
    return email;
  }

  /*
   * The token of the newest reset mail to this address, read from the link as a user would follow
   * it. The mail worker may send a confirmation still on its way after it, so it is found by link.
   */
  async function linkTokenFor(email: string): Promise<string> {
    const link = /(https?:\/\/\S+)\/reset-password#token=([\w-]{43})/;
    const mails = (await settledMail(stack.endpoints.ses)).filter(
      (mail) => mail.destination.to.includes(email) && link.test(mail.body.text ?? ''),
    );
    const match = link.exec(mails.at(-1)?.body.text ?? '');
    if (!match?.[2]) throw new Error(`no reset link mailed to ${email}`);
    return match[2];
  }

  it('gives the same answer whether or not an account uses the email, and mails only the account', async () => {
    const email = await newStudent();
    const nobody = `nobody-${randomUUID()}@example.org`;
    const [known, unknown] = await Promise.all([
      post('/api/password-reset', { email: email.toUpperCase() }),
      post('/api/password-reset', { email: nobody }),
    ]);
    expect(known).toEqual({ status: 200, body: { msg: AUTH_MESSAGES.resetMailSent } });
    expect(unknown).toEqual(known);
    const mails = await settledMail(stack.endpoints.ses);
    expect(mails.some((mail) => mail.destination.to.includes(nobody))).toBe(false);
    // The newest: sign-up mailed the address its confirmation link first.
    const mail = mails.filter((candidate) => candidate.destination.to.includes(email)).at(-1);
    expect(mail?.subject).toBe('Choose a new password for your college account');
    expect(mail?.body.text).toContain('within 30 minutes');
    // The link points at the site the request came through, with the token out of every URL log.
    expect(mail?.body.text).toMatch(new RegExp(`${stack.apiUrl}/reset-password#token=`));
  });

  it('sets the new password once, ends every session and lifts the lock', async () => {
    const email = await newStudent();
    const session = (await login(email, OLD_PASSWORD)).body.token as string;
    // The owner's own wrong guesses use up their laptop's tries at the account.
    const laptop = newVisitor();
    const guesses = await Promise.all(
      Array.from({ length: 6 }, (_, i) => login(email, `wrong guess ${i}`, laptop)),
    );
    expect(guesses.map((guess) => guess.status)).toContain(429);

    await post('/api/password-reset', { email });
    const token = await linkTokenFor(email);
    expect(await post('/api/password-reset/confirm', { token, password: NEW_PASSWORD }, laptop)).toEqual({
      status: 200,
      // And a device token for the browser that proved the mailbox (see the test below).
      body: { msg: AUTH_MESSAGES.passwordReset, deviceToken: expect.any(String) },
    });

    expect((await call(stack.apiUrl, 'GET', '/api/user', { token: session })).status).toBe(401);
    expect((await login(email, OLD_PASSWORD)).status).toBe(401);
    // The reset, completed from the laptop, gives it its tries back.
    expect((await login(email, NEW_PASSWORD, laptop)).status).toBe(200);
    expect(await post('/api/password-reset/confirm', { token, password: 'yet another passphrase' })).toEqual({
      status: 400,
      body: { msg: AUTH_MESSAGES.resetLinkInvalid },
    });
  });

  it('lets the owner in from a new browser during an attack: locked, reset, then in as a known device', async () => {
    const email = await newStudent();
    const laptop = newVisitor();
    const laptopDevice = (await login(email, OLD_PASSWORD, laptop)).body.deviceToken as string;
    const guess = (i: number) => login(email, `guess ${i}`, newVisitor());
    const attack = async () => {
      for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT.limit; i++) await guess(i);
    };
    await attack();
    const phone = newVisitor();
    expect(await login(email, OLD_PASSWORD, phone)).toEqual({
      status: 429,
      body: { msg: AUTH_MESSAGES.accountLocked },
    });
    await post('/api/password-reset', { email });
    const reset = await post(
      '/api/password-reset/confirm',
      { token: await linkTokenFor(email), password: NEW_PASSWORD },
      phone,
    );
    expect(reset.status).toBe(200);
    // The guessing goes on after the reset and caps the account again…
    await attack();
    expect((await login(email, NEW_PASSWORD, newVisitor())).status).toBe(429);
    // …but the phone that reset it is a known device now.
    const deviceToken = reset.body.deviceToken as string;
    const signedIn = await post(
      '/api/login',
      { email, password: NEW_PASSWORD, role: 'Student', deviceToken },
      phone,
    );
    expect(signedIn.status).toBe(200);
    // The laptop's device token dates from before the reset, which revoked it.
    const fromLaptop = await post(
      '/api/login',
      { email, password: NEW_PASSWORD, role: 'Student', deviceToken: laptopDevice },
      laptop,
    );
    expect(fromLaptop).toEqual({ status: 429, body: { msg: AUTH_MESSAGES.accountLocked } });
  });

  it('lets only one of several parallel uses of a link through', async () => {
    const email = await newStudent();
    await post('/api/password-reset', { email });
    const token = await linkTokenFor(email);
    const uses = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        post('/api/password-reset/confirm', { token, password: `parallel pass ${i}` }),
      ),
    );
    expect(uses.map((use) => use.status).sort()).toEqual([200, 400, 400, 400, 400]);
  });

  it('refuses a link older than 30 minutes', async () => {
    const email = await newStudent();
    await post('/api/password-reset', { email });
    const token = await linkTokenFor(email);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 31 * 60 * 1000 });
    expect((await post('/api/password-reset/confirm', { token, password: NEW_PASSWORD })).body).toEqual({
      msg: AUTH_MESSAGES.resetLinkInvalid,
    });
    vi.useRealTimers();
    expect((await login(email, OLD_PASSWORD)).status).toBe(200);
  });

  it('answers bad input with 400 and a message, and uses nothing up', async () => {
    const email = await newStudent();
    await post('/api/password-reset', { email });
    const token = await linkTokenFor(email);
    const links = (await scanTable('passwordResets')).length;
    expect((await post('/api/password-reset', { email: '+91 98765 43210' })).body).toEqual({
      msg: 'email must be an email address',
    });
    expect((await post('/api/password-reset/confirm', { token, password: 'short' })).status).toBe(400);
    expect((await post('/api/password-reset/confirm', { token: 'x', password: NEW_PASSWORD })).status).toBe(
      400,
    );
    expect((await scanTable('passwordResets')).length).toBe(links);
    expect((await post('/api/password-reset/confirm', { token, password: NEW_PASSWORD })).status).toBe(200);
  });

  it('confirms the email of an account that had not opened its confirmation link: the reset mail reached it', async () => {
    const email = await newStudent({ confirmed: false });
    expect((await login(email, OLD_PASSWORD)).body).toEqual({ msg: AUTH_MESSAGES.emailNotConfirmed });
    expect((await post('/api/password-reset', { email })).status).toBe(200);
    const token = await linkTokenFor(email);
    expect((await post('/api/password-reset/confirm', { token, password: NEW_PASSWORD })).status).toBe(200);
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);
  });

  it('stores only a hash of each link’s token', async () => {
    const email = await newStudent();
    await post('/api/password-reset', { email });
    const token = await linkTokenFor(email);
    expect(JSON.stringify(await scanTable('passwordResets'))).not.toContain(token);
  });

  it('mails an address once every 5 minutes, whoever asks: others never keep the owner from a fresh link', async () => {
    const email = await newStudent();
    const nobody = `nobody-${randomUUID()}@example.org`;
    // Someone else asks first, for the owner's email and for one without an account…
    for (const asked of [email, nobody])
      expect((await post('/api/password-reset', { email: asked })).status).toBe(200);
    // …and within 5 minutes the owner is told a link is on its way, as is anyone for any email.
    for (const asked of [email, nobody]) {
      expect(await post('/api/password-reset', { email: asked })).toEqual({
        status: 429,
        body: { msg: AUTH_MESSAGES.linkRecentlyAsked },
      });
    }
    const mailed = async () =>
      (await settledMail(stack.endpoints.ses)).filter(
        (mail) => mail.destination.to.includes(email) && mail.subject.startsWith('Choose'),
      ).length;
    expect(await mailed()).toBe(1);
    // Once the last is 5 minutes old, the owner's own request goes through.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 5 * 60 * 1000 });
    expect((await post('/api/password-reset', { email })).status).toBe(200);
    vi.useRealTimers();
    expect(await mailed()).toBe(2);
  });
});
