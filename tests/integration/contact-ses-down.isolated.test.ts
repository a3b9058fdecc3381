import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#shared/constants/messages';
import { handler as retryContactMail } from '../../functions/contact/retry-handler';
import { call } from '../support/api';
import { sentMail } from '../support/sent-mail';
import { storedContactMessages } from '../support/tables';
import { startTestStack, type TestStack } from '../support/test-stack';

describe('contact mail when SES fails', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack();
    await stack.stopService('ses');
  });
  afterAll(() => stack?.destroy());

  const stored = async () =>
    (await storedContactMessages()).find((m) => m.yourMess === 'Sent while SES is down');

  it('keeps the message, marked failed, and tells the visitor to try later', async () => {
    const body = { email: 'ria@example.org', firstName: 'Ria', yourMess: 'Sent while SES is down' };
    const response = await call(stack.apiUrl, 'POST', '/api/send-mail', { body });
    expect(response).toEqual({ status: 502, body: { msg: MESSAGES.mailError } });
    expect(await stored()).toMatchObject({
      status: 'failed',
      email: 'ria@example.org',
      firstName: 'Ria',
      attempts: 1,
    });
  });

  it('leaves it waiting while SES is still down', async () => {
    expect(await retryContactMail()).toEqual({ sent: 0, failed: 1, gaveUp: 0 });
    expect(await stored()).toMatchObject({ status: 'failed', attempts: 2 });
  });

  it('mails it once SES is back, and only once', async () => {
    await stack.startService('ses');
    expect(await retryContactMail()).toEqual({ sent: 1, failed: 0, gaveUp: 0 });
    expect(await stored()).toMatchObject({ status: 'sent', attempts: 3 });
    const mails = (await sentMail(stack.endpoints.ses)).filter((m) =>
      m.body.text?.includes('Sent while SES is down'),
    );
    expect(mails).toHaveLength(1);
    expect(await retryContactMail()).toEqual({ sent: 0, failed: 0, gaveUp: 0 });
  });
});
