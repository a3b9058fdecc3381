import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../functions/lib/clients/dynamo';
import { tableName } from '../../functions/lib/env';
import { type StoredMail, sentMail } from './sent-mail';

/* Stored account mails the worker has not settled yet (pending, or claimed and being sent). */
async function unsettledCount(): Promise<number> {
  let count = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new ScanCommand({
        TableName: tableName('mailOutbox'),
        FilterExpression: '#status IN (:pending, :sending)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':pending': 'pending', ':sending': 'sending' },
        Select: 'COUNT',
        ExclusiveStartKey: start,
      }),
    );
    count += page.Count ?? 0;
    start = page.LastEvaluatedKey;
  } while (start);
  return count;
}

/**
 * Account mail is stored by the request and sent by the mail worker (functions/mail), which the
 * test stack polls as Lambda would: this waits until the worker has settled every stored mail,
 * then answers what the SES stand-in received. So a test reads the mails a request led to,
 * and a count of them is final.
 */
export async function settledMail(sesUrl: string, timeoutMs = 60_000): Promise<StoredMail[]> {
  await mailSettled(timeoutMs);
  return sentMail(sesUrl);
}

/** Waits until the mail worker has settled every stored account mail (sent, skipped or failed). */
export async function mailSettled(timeoutMs: number, pollMs = 50): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await unsettledCount()) > 0) {
    if (Date.now() > deadline) throw new Error(`stored mails were still unsent after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
