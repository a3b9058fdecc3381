import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../functions/lib/clients/dynamo';
import { tableName } from '../../functions/lib/env';
import type { OutboxItem } from '../../functions/mail/outbox';

/**
 * An account mail stored in the outbox as the request stores it (a reset, pending, not yet tried),
 * with the fields given over it. No queue message names it, so only the test that stored it works
 * it: the stack's own mail worker never takes it.
 */
export async function storedMail(fields: Partial<OutboxItem> = {}): Promise<OutboxItem> {
  const now = new Date().toISOString();
  const item: OutboxItem = {
    mailId: randomUUID(),
    kind: 'reset',
    to: 'x@example.org',
    siteOrigin: 'http://127.0.0.1',
    status: 'pending',
    createdAt: now,
    updatedAt: now,
    attempts: 0,
    failures: 0,
    ...fields,
  };
  await dynamo().send(new PutCommand({ TableName: tableName('mailOutbox'), Item: item }));
  return item;
}
