import { randomUUID } from 'node:crypto';
import { BatchWriteCommand, type BatchWriteCommandOutput, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/clients/dynamo';
import { queueUrl, tableName } from '../lib/env';
import { mailQueue } from './queues';

/**
 * Account mail is stored here and sent by the mail worker (worker-handler.ts), never by the request
 * that asks for it: the request's answer, and how long it takes, cannot depend on SES or on
 * whether the address has an account. The item names what to send and to whom, never a link:
 * the worker finds the account and makes the link when it sends.
 */
export const ACCOUNT_MAIL_KINDS = ['reset', 'confirm', 'alreadySignedUp', 'invitation'] as const;
export type AccountMailKind = (typeof ACCOUNT_MAIL_KINDS)[number];

export interface AccountMailRequest {
  readonly kind: AccountMailKind;
  /** The address as the visitor typed it (normalized by its schema), or the account's login. */
  readonly to: string;
  /** The site the request came through, where the mailed link points. */
  readonly siteOrigin: string;
}

/*
 * pending → sending (a worker's claim) → sent | skipped (no mail was due: no such account, or a
 * limit) | failed (every try failed; kept for a person, counted by a metric). A failed try puts
 * it back to pending.
 */
export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'skipped' | 'failed';

export interface OutboxItem extends AccountMailRequest {
  readonly mailId: string;
  readonly status: OutboxStatus;
  readonly createdAt: string;
  readonly updatedAt: string;
  /** Claims made, throttled ones included. */
  readonly attempts: number;
  /** Tries SES refused or failed (throttling aside). */
  readonly failures: number;
  /** While a worker holds it (lib/lease.ts): when its lease was taken or renewed, in ms. */
  readonly leasedAt?: number;
  readonly lastError?: string;
  readonly expiresAt?: number;
}

/* As long as the worker keeps a mail it found nothing to send for (outbox-items.ts). */
const SKIPPED_KEPT_SECONDS = 7 * 24 * 60 * 60;

function newItem(request: AccountMailRequest, status: 'pending' | 'skipped'): OutboxItem {
  const now = new Date().toISOString();
  return {
    mailId: randomUUID(),
    kind: request.kind,
    to: request.to,
    siteOrigin: request.siteOrigin,
    status,
    createdAt: now,
    updatedAt: now,
    attempts: 0,
    failures: 0,
    // Settled already, so it expires as the worker's skipped mails do.
    ...(status === 'skipped' ? { expiresAt: Math.floor(Date.now() / 1000) + SKIPPED_KEPT_SECONDS } : {}),
  };
}

const send = mailQueue.sender(() => queueUrl('mail'));
const sendAll = mailQueue.batchSender(() => queueUrl('mail'));

/**
 * Stores one mail and hands it to the worker: one PutItem and one SendMessage, whatever the mail.
 * `skipped` stores a mail that is not to be sent (a limit reached) by the same work, so a caller
 * that must not tell cases apart does the same either way; the worker finds it settled.
 */
export async function enqueueMail(
  request: AccountMailRequest,
  options: { readonly skip?: boolean } = {},
): Promise<void> {
  const item = newItem(request, options.skip ? 'skipped' : 'pending');
  await dynamo().send(new PutCommand({ TableName: tableName('mailOutbox'), Item: item }));
  await send({ mailId: item.mailId });
}

/**
 * Stores many mails (a roster's invitations), 25 items a write and 10 messages a send (the
 * services' caps), asking again for what either hands back; nothing here waits on SES.
 */
export async function enqueueMails(requests: readonly AccountMailRequest[]): Promise<void> {
  const items = requests.map((request) => newItem(request, 'pending'));
  const table = tableName('mailOutbox');
  for (let start = 0; start < items.length; start += 25) {
    let batch: Record<string, unknown>[] | undefined = items
      .slice(start, start + 25)
      .map((item) => ({ PutRequest: { Item: item } }));
    for (let tries = 0; batch && batch.length > 0; tries++) {
      if (tries === 5) throw new Error('The mail outbox was throttled five times');
      const answer: BatchWriteCommandOutput = await dynamo().send(
        new BatchWriteCommand({ RequestItems: { [table]: batch } }),
      );
      batch = answer.UnprocessedItems?.[table];
    }
  }
  await sendAll(items.map(({ mailId }) => ({ mailId })));
}
