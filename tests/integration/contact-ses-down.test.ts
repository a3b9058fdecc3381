import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/constants/messages';
import { call } from '../support/api';
import { storedContactMessages } from '../support/contact-table';
import { startTestStack, type TestStack } from '../support/test-stack';

describe('contact mail when SES fails', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack();
    await stack.stopService('ses');
  });
  afterAll(() => stack?.destroy());

  it('keeps the message, marked failed, and tells the visitor to try later', async () => {
    const body = { email: 'ria@example.org', firstName: 'Ria', yourMess: 'Sent while SES is down' };
    const response = await call(stack.apiUrl, 'POST', '/api/send-mail', { body });
    expect(response).toEqual({ status: 502, body: { msg: MESSAGES.mailError } });
    const stored = (await storedContactMessages()).find((m) => m.yourMess === 'Sent while SES is down');
    expect(stored).toMatchObject({
      status: 'failed',
      email: 'ria@example.org',
      firstName: 'Ria',
      attempts: 1,
    });
  });
});
