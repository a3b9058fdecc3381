import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#shared/constants/messages';
import { MAILS_PER_CLIENT } from '../../functions/contact/send-mail';
import { call } from '../support/api';
import { newVisitor } from '../support/client-ip';
import { sentMail } from '../support/sent-mail';
import { sharedStack } from '../support/shared-stack';
import { storedContactMessages } from '../support/tables';
import type { TestStack } from '../support/test-stack';

const CONTACT_MESSAGE = {
  firstName: 'Ria',
  lastName: 'Shah',
  email: 'ria@example.org',
  phoneNo: '+91 98765 43210',
  // Unique, so this file finds its own mail among the shared stack's.
  yourMess: `When does admission open? (${randomUUID()})`,
};

describe('POST /api/send-mail', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await sharedStack();
  });

  // The gateway takes the visitor's address from the connection; tests play several visitors,
  // each new to the shared stack so that other files' mail never counts against its limit.
  const send = (body: unknown, from = newVisitor(), headers: Record<string, string> = {}) =>
    call(stack.apiUrl, 'POST', '/api/send-mail', { body, from, headers });

  it('stores the message, mails it to the college office through SES, and marks it sent', async () => {
    expect(await send(CONTACT_MESSAGE)).toEqual({ status: 200, body: { msg: MESSAGES.mailSent } });
    const mail = (await sentMail(stack.endpoints.ses)).find((m) =>
      m.body.text?.includes(CONTACT_MESSAGE.yourMess),
    );
    expect(mail?.destination.to).toEqual(['office@campus.local']);
    expect(mail?.from).toBe('website@campus.local');
    expect(mail?.replyTo).toEqual(['ria@example.org']);
    expect(mail?.subject).toBe('Website contact: Ria Shah');
    const stored = (await storedContactMessages()).find((m) => m.yourMess === CONTACT_MESSAGE.yourMess);
    expect(stored?.status).toBe('sent');
  });

  it('refuses a line break in a header field with 400 and stores nothing', async () => {
    const before = (await storedContactMessages()).length;
    const response = await send({ ...CONTACT_MESSAGE, firstName: 'Ria\r\nBcc: all@example.org' });
    expect(response).toEqual({
      status: 400,
      body: { msg: 'firstName must be one line without control characters' },
    });
    expect((await storedContactMessages()).length).toBe(before);
  });

  // The limit's own number of sends go through, then 429 (20: a campus may share one address).
  const accepted = Array<number>(MAILS_PER_CLIENT.limit).fill(200);

  it('refuses a send past the limit from one client within ten minutes with 429, and counts clients apart', async () => {
    const statuses: number[] = [];
    const visitor = newVisitor();
    for (let i = 0; i <= MAILS_PER_CLIENT.limit; i++)
      statuses.push((await send(CONTACT_MESSAGE, visitor)).status);
    expect(statuses).toEqual([...accepted, 429]);
    expect((await send(CONTACT_MESSAGE, newVisitor())).status).toBe(200);
  });

  it('ignores a client address the caller sends: rotating it does not escape the limit', async () => {
    const visitor = newVisitor();
    const statuses: number[] = [];
    for (let i = 0; i <= MAILS_PER_CLIENT.limit; i++) {
      const forged = { 'x-campus-client-ip': `198.51.100.${i + 1}`, 'x-campus-origin-verify': 'guess' };
      statuses.push((await send(CONTACT_MESSAGE, visitor, forged)).status);
    }
    expect(statuses).toEqual([...accepted, 429]);
  });
});
