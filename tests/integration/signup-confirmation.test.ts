import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '#shared/constants/auth-messages';
import { createAccount, findByLogin } from '../../functions/accounts/accounts';
import { hashPassword } from '../../functions/accounts/passwords';
import { call } from '../support/api';
import { newVisitor } from '../support/client-ip';
import { confirmEmailOf, confirmTokensFor } from '../support/confirm-email';
import { settledMail } from '../support/settled-mail';
import { sharedStack } from '../support/shared-stack';
import { storedLogins } from '../support/tables';
import type { TestStack } from '../support/test-stack';

const PASSWORD = 'a confirming passphrase';
const CLASS = { branch: 'Computer Engineering', year: 'SE', division: 'A' };
const person = (email: string, role: string, password = PASSWORD) => ({
  firstName: 'Meera',
  lastName: 'Joshi',
  email,
  password,
  birthDate: '2003-07-08',
  role,
  ...(role === 'Student' ? CLASS : {}),
});
const newEmail = (name: string, domain = 'example.org') => `${name}-${randomUUID()}@${domain}`;

describe('who may join: allowed domains, a confirmed email, one answer for every address', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await sharedStack();
  });
  afterEach(() => {
    // The handlers read the setting on each call, in this process (signup-domains.ts).
    delete process.env.SIGNUP_EMAIL_DOMAINS;
    vi.useRealTimers();
  });

  const post = (path: string, body: unknown) =>
    call(stack.apiUrl, 'POST', path, { body, from: newVisitor() });
  const signup = (body: unknown) => post('/api/signup', body);
  const login = (email: string, role: string, password = PASSWORD) =>
    post('/api/login', { email, password, role });
  const mailsTo = async (email: string) =>
    (await settledMail(stack.endpoints.ses)).filter((mail) => mail.destination.to.includes(email));

  it('has the demo accounts confirmed: they log in as before', async () => {
    for (const account of stack.demoAccounts) {
      expect((await findByLogin(account.email))?.emailConfirmed, account.email).toBe(true);
    }
    const { email, password, role } = stack.demoAccounts[0] ?? { email: '', password: '', role: '' };
    expect((await login(email, role, password)).status).toBe(200);
  });

  it('refuses a Student or Faculty outside the named domains with a clear message, and stores nothing', async () => {
    process.env.SIGNUP_EMAIL_DOMAINS = 'college.example.edu,staff.college.example.edu';
    const before = await storedLogins();
    const outsiders = [person(newEmail('out'), 'Student'), person(newEmail('out'), 'Faculty')];
    for (const body of outsiders) {
      expect(await signup(body)).toEqual({
        status: 400,
        body: {
          msg: `${AUTH_MESSAGES.emailDomainRefused}college.example.edu, staff.college.example.edu.`,
        },
      });
    }
    // A look-alike domain is not the college's: only exact domains match.
    const lookAlike = await signup(person(newEmail('near', 'evil-college.example.edu'), 'Student'));
    expect(lookAlike.status).toBe(400);
    expect(await storedLogins()).toEqual(before);
    expect((await mailsTo(outsiders[0]?.email ?? '')).length).toBe(0);

    // The college's own addresses, either case, and Alumni from anywhere, may sign up.
    const student = newEmail('in', 'College.Example.EDU');
    expect((await signup(person(student, 'Student'))).status).toBe(201);
    expect((await signup(person(newEmail('prof', 'staff.college.example.edu'), 'Faculty'))).status).toBe(201);
    expect((await signup(person(newEmail('grad', 'mail.example.com'), 'Alumni'))).status).toBe(201);
    expect((await findByLogin(student.toLowerCase()))?.emailConfirmed).toBe(false);
  });

  it('refuses a sign-up with a phone number (confirmation is by mail), and keeps a phone account able to log in', async () => {
    const phone = `+9198${String(Date.now()).slice(-8)}`;
    expect(await signup(person(phone, 'Alumni'))).toEqual({
      status: 400,
      body: { msg: AUTH_MESSAGES.phoneSignupRefused },
    });
    expect(await findByLogin(phone)).toBeUndefined();
    // An account made with a phone number before sign-up needed a mail, as stored then (confirmed).
    await createAccount({
      login: phone,
      firstName: 'Old',
      lastName: 'Phone',
      birthDate: '1990-01-01',
      role: 'Alumni',
      status: 'active',
      passwordHash: await hashPassword(PASSWORD),
    });
    expect((await login(phone, 'Alumni')).status).toBe(200);
  });

  it('refuses a login before the email is confirmed, then lets it in once the link is opened, once', async () => {
    const email = newEmail('fresh');
    expect(await signup(person(email, 'Student'))).toEqual({
      status: 201,
      body: { msg: AUTH_MESSAGES.signedUp },
    });
    // A wrong password is told nothing about the account.
    expect((await login(email, 'Student', 'not the passphrase')).status).toBe(401);
    expect(await login(email, 'Student')).toEqual({
      status: 403,
      body: { msg: AUTH_MESSAGES.emailNotConfirmed },
    });

    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe('Confirm your email for the college website');
    expect(mail?.body.text).toContain('within 24 hours');
    // The link names the site the request came through; the token rides in the fragment.
    expect(mail?.body.text).toMatch(new RegExp(`${stack.apiUrl}/confirm-email#token=[\\w-]{43}`));

    const [token] = await confirmTokensFor(stack, email);
    // Five tabs open the link at once: exactly one confirms; the link is then used up.
    const opened = await Promise.all(Array.from({ length: 5 }, () => post('/api/confirm-email', { token })));
    expect(opened.filter((answer) => answer.status === 200)).toEqual([
      { status: 200, body: { msg: AUTH_MESSAGES.emailConfirmed } },
    ]);
    expect(opened.filter((answer) => answer.status === 400).map((answer) => answer.body.msg)).toEqual(
      Array(4).fill(AUTH_MESSAGES.confirmLinkInvalid),
    );
    expect((await login(email, 'Student')).status).toBe(200);
    expect(await post('/api/confirm-email', { token })).toEqual({
      status: 400,
      body: { msg: AUTH_MESSAGES.confirmLinkInvalid },
    });
    expect((await post('/api/confirm-email', { token: 'short' })).status).toBe(400);
  });

  it('confirms a Faculty email first; the account then waits for approval as before', async () => {
    const email = newEmail('faculty');
    expect(await signup(person(email, 'Faculty'))).toEqual({
      status: 201,
      body: { msg: AUTH_MESSAGES.signedUpPending },
    });
    expect((await login(email, 'Faculty')).body.msg).toBe(AUTH_MESSAGES.emailNotConfirmed);
    const [token] = await confirmTokensFor(stack, email);
    expect((await post('/api/confirm-email', { token })).body.msg).toBe(AUTH_MESSAGES.emailConfirmedPending);
    expect(await login(email, 'Faculty')).toEqual({
      status: 403,
      body: { msg: AUTH_MESSAGES.awaitingApproval },
    });
  });

  it('answers a taken email as a new one, keeps the account as it was, and mails its owner instead', async () => {
    const email = newEmail('taken');
    const first = await signup(person(email, 'Student'));
    await confirmEmailOf(stack, email);
    const again = await signup(person(email.toUpperCase(), 'Student', 'an intruder passphrase'));
    expect(again).toEqual(first);
    expect((await login(email, 'Student', 'an intruder passphrase')).status).toBe(401);
    expect((await login(email, 'Student')).status).toBe(200);

    const notice = (await mailsTo(email)).at(-1);
    expect(notice?.subject).toBe('Someone tried to sign up with your email');
    expect(notice?.body.text).toContain(`${stack.apiUrl}/forgot-password`);
    // Confirmed already: the notice carries no link to confirm.
    expect(notice?.body.text).not.toContain('/confirm-email#token=');

    // However often the form is sent, the inbox gets one of these notices every 5 minutes.
    for (let i = 0; i < 5; i++) expect(await signup(person(email, 'Alumni'))).toEqual(first);
    expect((await mailsTo(email)).length).toBe(2);
  });

  it('mails no link to confirm an account someone else may have made with the address', async () => {
    const email = newEmail('squatted');
    await signup(person(email, 'Alumni', 'the first passphrase'));
    await signup(person(email, 'Alumni', 'the owner passphrase'));
    // The mail worker sends the two side by side, in either order.
    const notice = (await mailsTo(email)).find(
      (mail) => mail.subject !== 'Confirm your email for the college website',
    );
    expect(notice?.subject).toBe('Someone tried to sign up with your email');
    expect(notice?.body.text).toContain('the login page sends the link again');
    expect(await confirmTokensFor(stack, email)).toHaveLength(1);
  });

  it('sends the link again with one answer for every email, only to an account waiting, once every 5 minutes', async () => {
    const waiting = newEmail('waiting');
    const confirmed = newEmail('confirmed');
    await signup(person(waiting, 'Alumni'));
    await signup(person(confirmed, 'Alumni'));
    await confirmEmailOf(stack, confirmed);
    const nobody = newEmail('nobody');
    const resend = (email: string) => post('/api/confirm-email/resend', { email });

    const answers = await Promise.all([resend(waiting.toUpperCase()), resend(confirmed), resend(nobody)]);
    for (const answer of answers) {
      expect(answer).toEqual({ status: 200, body: { msg: AUTH_MESSAGES.confirmMailSent } });
    }
    expect(await confirmTokensFor(stack, waiting)).toHaveLength(2);
    expect(await confirmTokensFor(stack, confirmed)).toHaveLength(1);
    expect(await mailsTo(nobody)).toEqual([]);

    // Counted per address for every email alike: a second within 5 minutes is refused, known or not…
    for (const email of [waiting, nobody]) {
      expect(await resend(email)).toEqual({ status: 429, body: { msg: AUTH_MESSAGES.linkRecentlyAsked } });
    }
    expect((await mailsTo(waiting)).length).toBe(2);
    // …and goes through once the last is 5 minutes old, whoever asked for it.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 5 * 60 * 1000 });
    expect((await resend(waiting)).status).toBe(200);
    vi.useRealTimers();
    expect((await mailsTo(waiting)).length).toBe(3);
    expect((await post('/api/confirm-email/resend', { email: '+919812345678' })).status).toBe(400);

    // The newest link works.
    const tokens = await confirmTokensFor(stack, waiting);
    expect((await post('/api/confirm-email', { token: tokens.at(-1) })).status).toBe(200);
    expect((await login(waiting, 'Alumni')).status).toBe(200);
  });
});
