import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '#shared/constants/auth-messages';
import { requestPasswordReset } from '../../functions/auth/password-reset';
import * as rateLimit from '../../functions/lib/rate-limit';
import { deliverMail, MAX_FAILURES, RetryLater } from '../../functions/mail/deliver';
import type { OutboxItem } from '../../functions/mail/outbox';
import * as mailOutbox from '../../functions/mail/outbox';
import { findMail } from '../../functions/mail/outbox-items';
import { workerDeps } from '../../functions/mail/worker-handler';
import { call } from '../support/api';
import { newVisitor } from '../support/client-ip';
import { confirmEmailOf } from '../support/confirm-email';
import { sentMail } from '../support/sent-mail';
import { settledMail } from '../support/settled-mail';
import { storedMail } from '../support/stored-mail';
import { A_CLASS } from '../support/student-class';
import { scanTable } from '../support/tables';
import { startTestStack, type TestStack } from '../support/test-stack';

/*
 * Account mail is stored by the request and sent by the mail worker (decision 18): with SES down
 * (its stand-in stopped), a reset answers a known and an unknown email alike, by the same work,
 * and the known account's mail goes out once SES is back.
 */
describe('account mail while SES is down', () => {
  let stack: TestStack;
  const known = `known-${randomUUID()}@example.org`;
  const unknown = `nobody-${randomUUID()}@example.org`;
  beforeAll(async () => {
    stack = await startTestStack();
    const person = {
      firstName: 'Ira',
      lastName: 'Sen',
      email: known,
      password: 'a long passphrase',
      birthDate: '2002-01-02',
    };
    const signedUp = await call(stack.apiUrl, 'POST', '/api/signup', {
      body: { ...person, role: 'Student', ...A_CLASS },
      from: newVisitor(),
    });
    expect(signedUp.status).toBe(201);
    await confirmEmailOf(stack, known);
    await stack.stopService('ses');
  });
  afterAll(() => stack?.destroy());

  const reset = (email: string) =>
    call(stack.apiUrl, 'POST', '/api/password-reset', { body: { email }, from: newVisitor() });
  const outboxTo = async (email: string, kind = 'reset') =>
    (await scanTable('mailOutbox')).filter(
      (item) => item.to === email && item.kind === kind,
    ) as unknown as OutboxItem[];
  const mailsTo = async (email: string) =>
    (await sentMail(stack.endpoints.ses)).filter((mail) => mail.destination.to.includes(email));

  it('answers a known and an unknown email alike, storing one item naming the email and calling no SES', async () => {
    const [forKnown, forUnknown] = await Promise.all([reset(known), reset(unknown)]);
    // Inline, the known account's mail would have met SES down: a 500 against the unknown's 200.
    expect(forKnown).toEqual({ status: 200, body: { msg: AUTH_MESSAGES.resetMailSent } });
    expect(forUnknown).toEqual(forKnown);
    for (const email of [known, unknown]) {
      const [item, ...more] = await outboxTo(email);
      expect(more).toEqual([]);
      // What to send and to whom; no account, no link: the worker makes it when it sends.
      expect(item).toMatchObject({ kind: 'reset', to: email, siteOrigin: stack.apiUrl });
      expect(Object.keys(item ?? {}).sort()).toEqual(
        expect.arrayContaining([
          'attempts',
          'createdAt',
          'failures',
          'kind',
          'mailId',
          'siteOrigin',
          'status',
          'to',
        ]),
      );
      expect(JSON.stringify(item)).not.toContain('token');
    }
  });

  it('does the same work for both: the same limits counted and one outbox item, with the same arguments', async () => {
    const work = async (email: string) => {
      const calls: unknown[] = [];
      const record =
        <A extends unknown[], R>(name: string, fn: (...args: A) => Promise<R>) =>
        (...args: A) => {
          calls.push([name, JSON.parse(JSON.stringify(args).replaceAll(email, '<email>'))]);
          return fn(...args);
        };
      const deps = {
        limits: { countEvent: record('countEvent', rateLimit.countEvent), clearCount: rateLimit.clearCount },
        outbox: { enqueueMail: record('enqueueMail', mailOutbox.enqueueMail) },
      } as unknown as Parameters<typeof requestPasswordReset>[1];
      const answer = await requestPasswordReset(
        { email, client: '127.9.9.9', siteOrigin: stack.apiUrl },
        deps,
      );
      return { answer, calls };
    };
    // Five minutes on: an email is mailed once every 5 minutes, and the first test asked already.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 5 * 60 * 1000 });
    const forKnown = await work(known).finally(() => vi.useRealTimers());
    expect(forKnown.calls.map((entry) => (entry as [string])[0])).toEqual([
      'countEvent',
      'countEvent',
      'enqueueMail',
    ]);
    // The use case's dependencies name no accounts module at all: it cannot look the email up.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 5 * 60 * 1000 });
    expect(await work(unknown).finally(() => vi.useRealTimers())).toEqual(forKnown);
  });

  it('tries the known account’s mail, counts the failure and keeps it; the unknown email’s is settled unsent', async () => {
    await expect
      .poll(async () => (await outboxTo(known)).map((item) => [item.status, item.failures]), {
        timeout: 15_000,
      })
      .toContainEqual(['pending', 1]);
    // Both resets asked for it (the request's, and the use case's own call above): nothing to send.
    // Polled too: the worker may take the two messages in one batch or one after the other.
    await expect
      .poll(async () => (await outboxTo(unknown)).map((item) => item.status), { timeout: 15_000 })
      .toEqual(['skipped', 'skipped']);
  });

  it('sends it once SES is back (the worker’s next try), and a redelivery sends nothing more', async () => {
    await stack.startService('ses');
    const mails = await settledMail(stack.endpoints.ses, 90_000);
    const resets = mails.filter(
      (mail) =>
        mail.destination.to.includes(known) &&
        mail.subject === 'Choose a new password for your college account',
    );
    // The request's reset and the use case's own call's, each sent once.
    expect(resets).toHaveLength(2);
    expect(resets[0]?.body.text).toMatch(new RegExp(`${stack.apiUrl}/reset-password#token=[\\w-]{43}`));
    expect(mails.some((mail) => mail.destination.to.includes(unknown))).toBe(false);
    for (const item of await outboxTo(known)) {
      expect(item.status).toBe('sent');
      expect(await deliverMail(item.mailId, workerDeps)).toBe('untouched');
    }
    expect((await mailsTo(known)).filter((mail) => mail.subject.startsWith('Choose'))).toHaveLength(2);
  });

  /* An item as the request stores it, but no queue message names it: only these tests deliver it. */
  function storedItem(fields: Partial<OutboxItem>): Promise<OutboxItem> {
    return storedMail({ to: known, siteOrigin: stack.apiUrl, ...fields });
  }

  it('gives a mail up after its last failed try: failed, kept, reported once, never tried again', async () => {
    await stack.stopService('ses');
    const item = await storedItem({ attempts: MAX_FAILURES - 1, failures: MAX_FAILURES - 1 });
    const gaveUp: string[] = [];
    const deps = { ...workerDeps, onGaveUp: (given: OutboxItem) => gaveUp.push(given.mailId) };
    expect(await deliverMail(item.mailId, deps)).toBe('failed');
    expect(await findMail(item.mailId)).toMatchObject({ status: 'failed', attempts: MAX_FAILURES });
    expect((await findMail(item.mailId))?.lastError).toBeTruthy();
    expect(gaveUp).toEqual([item.mailId]);
    expect(await deliverMail(item.mailId, deps)).toBe('untouched');
    await stack.startService('ses');
  });

  it('waits out SES throttling without counting it against the mail', async () => {
    const item = await storedItem({ attempts: 3, failures: 2 });
    // The SES stand-in never throttles; SESv2's throttling answer is its error name.
    const throttled = Object.assign(new Error('Maximum sending rate exceeded.'), {
      name: 'TooManyRequestsException',
    });
    const deps = { ...workerDeps, mail: { sendMail: () => Promise.reject(throttled) } };
    const attempt = deliverMail(item.mailId, deps);
    await expect(attempt).rejects.toBeInstanceOf(RetryLater);
    const delay = await attempt.catch((error: RetryLater) => error.delaySeconds);
    // 20 s doubling from the 4th claim: 160 s, spread by ±25%.
    expect(delay).toBeGreaterThanOrEqual(120);
    expect(delay).toBeLessThanOrEqual(200);
    expect(await findMail(item.mailId)).toMatchObject({ status: 'pending', attempts: 4, failures: 2 });
  });
});
