import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_ADMIN_MESSAGES } from '#shared/constants/contact-admin-messages';
import { handler as retryContactMail } from '../../functions/contact/retry-handler';
import { tableName } from '../../functions/lib/env';
import { MAX_ATTEMPTS } from '../../functions/mail/contact-retry';
import { call, loginAs } from '../support/api';
import { sharedStack } from '../support/shared-stack';
import { storedContactMessages } from '../support/tables';
import type { TestStack } from '../support/test-stack';

describe('contact-mail retry with many messages out of tries', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await sharedStack();
  });

  it('still reaches a newer message behind 30 exhausted ones, and keeps those marked failed', async () => {
    const client = DynamoDBDocumentClient.from(new DynamoDBClient({}));
    const tag = randomUUID();
    const store = (item: Record<string, unknown>) =>
      client.send(new PutCommand({ TableName: tableName('contactMessages'), Item: item }));
    const message = (text: string, createdAt: string, attempts: number) => ({
      messageId: randomUUID(),
      email: 'old@example.org',
      firstName: 'Old',
      lastName: 'Sender',
      phoneNo: '',
      yourMess: `${text} ${tag}`,
      status: 'failed',
      attempts,
      createdAt,
      undelivered: 'yes',
    });
    // Older than anything else in the index, so a batch of 25 would see only these.
    for (let i = 0; i < 30; i++) {
      await store(message('exhausted', `2000-01-01T00:00:${String(i).padStart(2, '0')}.000Z`, MAX_ATTEMPTS));
    }
    await store(message('newer', '2001-01-01T00:00:00.000Z', 1));
    client.destroy();

    const outcome = await retryContactMail();
    expect(outcome.gaveUp).toBeGreaterThanOrEqual(30);
    const mine = (await storedContactMessages()).filter((m) => String(m.yourMess).endsWith(tag));
    expect(mine.find((m) => String(m.yourMess).startsWith('newer'))).toMatchObject({ status: 'sent' });
    const exhausted = mine.filter((m) => String(m.yourMess).startsWith('exhausted'));
    expect(exhausted).toHaveLength(30);
    for (const kept of exhausted) {
      expect(kept).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
      expect(kept.undelivered).toBeUndefined();
    }
  });

  it('shows an Admin the messages given up on, page by page, and sends one again on request', async () => {
    const admin = stack.demoAccounts.find((account) => account.role === 'Admin');
    if (!admin) throw new Error('no demo admin');
    const token = await loginAs(stack.apiUrl, admin);
    const list = (cursor?: string) =>
      call(stack.apiUrl, 'GET', `/api/admin/contact-messages${cursor ? `?cursor=${cursor}` : ''}`, { token });

    // The 30 messages of the test above, at least: more than one page of 20.
    const first = await list();
    expect(first.status).toBe(200);
    const firstPage = first.body.messages as { messageId: string; yourMess: string; gaveUpAt: string }[];
    expect(firstPage).toHaveLength(20);
    expect(firstPage[0]?.gaveUpAt).toBeDefined();
    const second = await list(first.body.nextCursor as string);
    const secondPage = second.body.messages as { messageId: string }[];
    expect(secondPage.length).toBeGreaterThanOrEqual(10);
    expect(new Set([...firstPage, ...secondPage].map((m) => m.messageId)).size).toBe(
      firstPage.length + secondPage.length,
    );
    expect((await list('not-a-cursor')).status).toBe(400);

    const chosen = firstPage[0];
    if (!chosen) throw new Error('nothing given up');
    const again = () =>
      call(stack.apiUrl, 'POST', `/api/admin/contact-messages/${chosen.messageId}/retry`, { token });
    expect(await again()).toEqual({ status: 200, body: { msg: CONTACT_ADMIN_MESSAGES.queuedAgain } });
    expect(await again()).toEqual({ status: 404, body: { msg: CONTACT_ADMIN_MESSAGES.notGivenUp } });

    await retryContactMail();
    const resent = (await storedContactMessages()).find((m) => m.messageId === chosen.messageId);
    expect(resent).toMatchObject({ status: 'sent' });
    const after = (await list()).body.messages as { messageId: string }[];
    expect(after.map((m) => m.messageId)).not.toContain(chosen.messageId);
  });
});
