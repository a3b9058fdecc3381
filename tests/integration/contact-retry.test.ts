import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS } from '../../functions/contact/messages';
import { handler as retryContactMail } from '../../functions/contact/retry-handler';
import { tableName } from '../../functions/lib/env';
import { sharedStack } from '../support/shared-stack';
import { storedContactMessages } from '../support/tables';

describe('contact-mail retry with many messages out of tries', () => {
  beforeAll(async () => {
    await sharedStack();
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
});
